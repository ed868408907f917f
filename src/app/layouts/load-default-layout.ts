import type { DefaultLayout } from './default-layout';

/**
 * The signed-in shell's module, fetched once: by the root layout when it first renders a screen of
 * the default layout, or earlier, while such a screen's data loads (`guard('protected')`), so a
 * signed-in page load does not fetch the shell only after its data has arrived.
 */
type DefaultLayoutModule = { DefaultLayout: typeof DefaultLayout };

let loading: Promise<DefaultLayoutModule> | null = null;

export function loadDefaultLayout(): Promise<DefaultLayoutModule> {
  loading ??= import('./default-layout').catch((failure: unknown) => {
    // A failed fetch is tried again by the next caller.
    loading = null;
    throw failure;
  });
  return loading;
}
