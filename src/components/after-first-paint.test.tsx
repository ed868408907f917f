import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

/** Records the hook's value at each render, under `wrap` (a router's state) if given. */
function renderProbe(wrap: (probe: ReactNode) => ReactNode = (probe) => probe) {
  const values: boolean[] = [];
  function Probe() {
    values.push(useAfterFirstPaint());
    return null;
  }
  render(wrap(<Probe />));
  return values;
}

/** A router state about to scroll the page back to `y` (`ScrollRestoration`'s cue). */
const restoring = (y: number | false | null) => (probe: ReactNode) => (
  <UNSAFE_DataRouterStateContext.Provider value={{ restoreScrollPosition: y } as never}>
    {probe}
  </UNSAFE_DataRouterStateContext.Provider>
);

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

  it('is true from the first render when the router is scrolling back to where the page was', () => {
    expect(renderProbe(restoring(700))).toEqual([true]);
  });

  it('waits for the paint when the router scrolls to the top or has nothing to restore', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    for (const y of [false, null, 0] as const) expect(renderProbe(restoring(y))[0]).toBe(false);
  });
});
