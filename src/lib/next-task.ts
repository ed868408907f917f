/** Resolves in a later task (a zero-delay timer): the page gets the main thread back in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
