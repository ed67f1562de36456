/**
 * The countdown of an attempt (issue 14 §1: the server is the clock). The page never trusts the
 * browser's clock for the deadline: it keeps the difference between the server's `serverNow` and the
 * browser's time when that answer arrived, and counts down to the server's `deadline` with it.
 */

/** Milliseconds to add to the browser's Date.now() to read the server's clock. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** Whole seconds left before the deadline, never below zero. */
export function secondsLeft(deadline: string, offset: number, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - (now + offset)) / 1000));
}

/** "4:05", "1:02:09": minutes and seconds, hours when there are any. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * The moments announced to screen readers (politely): 10, 5 and 1 minute left, and time up. Only these,
 * never every second.
 */
export const WARNING_SECONDS = [600, 300, 60] as const;

/** The warning whose moment the countdown passed between `before` and `now` seconds left, if any. */
export function crossedWarning(before: number | null, now: number): number | 'over' | null {
  if (now <= 0) return before === null || before > 0 ? 'over' : null;
  // Opening the page with 4 minutes left says nothing: only a moment passed while the page is open.
  if (before === null) return null;
  const crossed = WARNING_SECONDS.filter((w) => before > w && now <= w);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}
