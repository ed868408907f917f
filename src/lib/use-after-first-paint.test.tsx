import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

/** Records the hook's value at each render. */
function renderProbe() {
  const values: boolean[] = [];
  function Probe() {
    values.push(useAfterFirstPaint());
    return null;
  }
  render(<Probe />);
  return values;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterFirstPaint', () => {
  it('is false on the first render, and true from the render after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const values = renderProbe();
    expect(values).toEqual([false]);
    // Not before the frame: the page paints the first render first.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(values.at(-1)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(values.at(-1)).toBe(true);
  });

  it('comes after 100 ms on a page that paints no frame (a hidden tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const values = renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(values.at(-1)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(values.at(-1)).toBe(true);
  });
});
