/**
 * Things the demo user should know (data replaced, storage full, the scenario applied). Some arrive
 * after the mock console has mounted, so it subscribes.
 */
export interface Notices {
  /** The notices so far; a new array after each push. */
  list: () => readonly string[];
  /** The notices about the user's data (some was left out or replaced): shown on the page too, until dismissed. */
  onPage: () => readonly string[];
  push: (text: string, options?: { onPage?: boolean }) => void;
  dismiss: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createNotices(): Notices {
  let notices: readonly string[] = [];
  let onPage: readonly string[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    list: () => notices,
    onPage: () => onPage,
    push: (text, options = {}) => {
      notices = [...notices, text];
      if (options.onPage) onPage = [...onPage, text];
      changed();
    },
    dismiss: (text) => {
      onPage = onPage.filter((notice) => notice !== text);
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
