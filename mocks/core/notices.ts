/**
 * Things the demo user should know (data replaced, storage full, the scenario applied). Some arrive
 * after the mock console has mounted, so it subscribes.
 */
export interface Notices {
  /** The notices so far; a new array after each push. */
  list: () => readonly string[];
  push: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createNotices(): Notices {
  let notices: readonly string[] = [];
  const listeners = new Set<() => void>();
  return {
    list: () => notices,
    push: (text) => {
      notices = [...notices, text];
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
