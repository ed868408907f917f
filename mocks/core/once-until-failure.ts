/**
 * Runs `work` at the first call and gives every caller its promise; once that promise fails, the
 * next call runs `work` again (the callers that were waiting see the failure).
 */
export function onceUntilFailure<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().catch((failure: unknown) => {
      running = undefined;
      throw failure;
    }));
}
