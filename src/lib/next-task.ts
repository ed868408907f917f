// Ways to run work later, when the page can spare its main thread. One module, which the entry
// (src/main.tsx) imports: the app and the mock's early parts share it without a request of its own.

/** Resolves in a later task (a zero-delay timer): the page gets the main thread back in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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
