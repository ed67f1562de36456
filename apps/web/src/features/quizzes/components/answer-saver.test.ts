import type { SaveAnswersInput, SaveAnswersResult } from '@ponte/shared/quizzes.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, type SaveState } from './answer-saver.ts';

const ok = (): SaveAnswersResult => ({
  savedAt: '2026-12-01T12:00:00.000Z',
  saved: [],
  deadline: null,
  serverNow: '2026-12-01T12:00:00.000Z',
});

function setup(save: (body: SaveAnswersInput) => Promise<SaveAnswersResult>) {
  const states: SaveState[] = [];
  const saver = new AnswerSaver({
    save,
    onState: (s) => states.push(s),
    isFinal: (e) => (e as { status?: number }).status === 409,
    delay: 800,
    retryDelay: 5000,
  });
  return { saver, states };
}

describe('answers are saved as they change', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause, then sends every changed position in one request with the latest values', async () => {
    const save = vi.fn(async (_: SaveAnswersInput) => ok());
    const { saver, states } = setup(save);
    saver.change(0, { text: 'a' });
    saver.change(0, { text: 'ab' });
    await vi.advanceTimersByTimeAsync(500);
    saver.change(2, { bool: true });
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({
      answers: [
        { position: 0, value: { text: 'ab' } },
        { position: 2, value: { bool: true } },
      ],
    });
    expect(states.at(-1)).toEqual({ status: 'saved', savedAt: '2026-12-01T12:00:00.000Z' });
  });

  it('flush sends at once (before submitting)', async () => {
    const save = vi.fn(async (_: SaveAnswersInput) => ok());
    const { saver } = setup(save);
    saver.change(1, { likert: 4 });
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.hasPending).toBe(false);
  });

  it('a failed save is tried again, without undoing a newer answer', async () => {
    const save = vi
      .fn<(body: SaveAnswersInput) => Promise<SaveAnswersResult>>()
      .mockRejectedValueOnce({ status: 0 })
      .mockResolvedValue(ok());
    const { saver, states } = setup(save);
    saver.change(0, { text: 'old' });
    saver.change(1, { number: 3 });
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)?.status).toBe('failed');
    saver.change(0, { text: 'new' });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].answers).toEqual(
      expect.arrayContaining([
        { position: 0, value: { text: 'new' } },
        { position: 1, value: { number: 3 } },
      ]),
    );
  });

  it('a 409 (deadline passed, submitted) closes the saver: nothing more is sent', async () => {
    const save = vi.fn<(body: SaveAnswersInput) => Promise<SaveAnswersResult>>().mockRejectedValue({ status: 409 });
    const { saver, states } = setup(save);
    saver.change(0, { text: 'late' });
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)?.status).toBe('closed');
    saver.change(0, { text: 'later' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
