const LAYOUTS = ['default', 'auth', 'error'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Metadata a route carries in its `handle`. */
export interface RouteHandle {
  title?: string;
  layout?: string;
}

const TITLE_SEPARATOR = ' | ';

function handles(matches: readonly { handle?: unknown }[]): RouteHandle[] {
  return matches.map((m) => (typeof m.handle === 'object' && m.handle !== null ? (m.handle as RouteHandle) : {}));
}

/** The deepest title among the matched routes, if any. */
export function routeTitle(matches: readonly { handle?: unknown }[]): string | undefined {
  return handles(matches).reduce<string | undefined>((title, h) => h.title ?? title, undefined);
}

/** The route title followed by the fixed suffix, or just the suffix. */
export function documentTitle(title: string | undefined, suffix: string): string {
  return title ? `${title}${TITLE_SEPARATOR}${suffix}` : suffix;
}

/** The deepest layout among the matched routes; an unknown or missing layout falls back to default. */
export function routeLayout(matches: readonly { handle?: unknown }[]): LayoutName {
  const layout = handles(matches).reduce<string | undefined>((l, h) => h.layout ?? l, undefined);
  return LAYOUTS.find((name) => name === layout) ?? 'default';
}
