import { describe, expect, it } from 'vitest';
import { clockOffset, crossedWarning, formatClock, secondsLeft } from './countdown.ts';

describe('the attempt countdown follows the server clock', () => {
  it('counts to the deadline with the server’s time, whatever the browser’s clock says', () => {
    // The browser is 5 minutes behind the server.
    const received = Date.parse('2026-12-01T12:00:00.000Z');
    const offset = clockOffset('2026-12-01T12:05:00.000Z', received);
    expect(secondsLeft('2026-12-01T12:15:00.000Z', offset, received)).toBe(600);
    expect(secondsLeft('2026-12-01T12:15:00.000Z', offset, received + 599_500)).toBe(1);
    expect(secondsLeft('2026-12-01T12:15:00.000Z', offset, received + 700_000)).toBe(0);
  });

  it('writes minutes and seconds, and hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('announces 10, 5 and 1 minute left and the end once each, never every second', () => {
    expect(crossedWarning(null, 240)).toBeNull();
    expect(crossedWarning(601, 600)).toBe(600);
    expect(crossedWarning(600, 599)).toBeNull();
    expect(crossedWarning(302, 299)).toBe(300);
    // A tab asleep through two moments says the latest.
    expect(crossedWarning(700, 50)).toBe(60);
    expect(crossedWarning(1, 0)).toBe('over');
    expect(crossedWarning(0, 0)).toBeNull();
    expect(crossedWarning(null, 0)).toBe('over');
  });
});
