/**
 * Runs `run` once the page is idle, at the latest after `timeoutMs`; where there are no idle
 * callbacks (Safari), after `fallbackMs`. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
