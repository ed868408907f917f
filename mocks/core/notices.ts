import type { MessageKey } from '@/lib/i18n';

/**
 * A text the mock shows a person, as a key of the catalogue's mock-console part and its values: the
 * console says it in the language shown (`t(key, values)`), so nothing here carries English. A value
 * may itself be such a text (a scenario's description inside the notice that it was applied).
 */
export interface Notice {
  key: MessageKey;
  values?: Readonly<Record<string, string | number | Notice>>;
}

/**
 * Things the demo user should know (data replaced, storage full, the scenario applied). Some arrive
 * after the mock console has mounted, so it subscribes.
 */
export interface Notices<T = Notice> {
  /** The notices so far; a new array after each push. */
  list: () => readonly T[];
  /** The notices about the user's data (some was left out or replaced): shown on the page too, until dismissed. */
  onPage: () => readonly T[];
  push: (notice: T, options?: { onPage?: boolean }) => void;
  /** Takes this notice (the very one pushed) off the page. */
  dismiss: (notice: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A store of notices: `createNotices<Notice>()` in the browser's runtime. */
export function createNotices<T>(): Notices<T> {
  let notices: readonly T[] = [];
  let onPage: readonly T[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    list: () => notices,
    onPage: () => onPage,
    push: (notice, options = {}) => {
      notices = [...notices, notice];
      if (options.onPage) onPage = [...onPage, notice];
      changed();
    },
    dismiss: (notice) => {
      onPage = onPage.filter((shown) => shown !== notice);
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
