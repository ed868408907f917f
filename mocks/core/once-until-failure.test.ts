import { describe, expect, it, vi } from 'vitest';
import { onceUntilFailure } from './once-until-failure';

describe('onceUntilFailure', () => {
  it('runs the work once for every caller while it succeeds', async () => {
    const work = vi.fn(() => Promise.resolve('loaded'));
    const load = onceUntilFailure(work);
    await expect(Promise.all([load(), load()])).resolves.toEqual(['loaded', 'loaded']);
    await expect(load()).resolves.toBe('loaded');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('fails the callers that waited, and runs the work again at the next call', async () => {
    const work = vi.fn().mockRejectedValueOnce(new Error('chunk not fetched')).mockResolvedValue('loaded');
    const load = onceUntilFailure(work as () => Promise<string>);
    const waiting = [load(), load()];
    await expect(waiting[0]).rejects.toThrow('chunk not fetched');
    await expect(waiting[1]).rejects.toThrow('chunk not fetched');
    await expect(load()).resolves.toBe('loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(work).toHaveBeenCalledTimes(2);
  });
});
