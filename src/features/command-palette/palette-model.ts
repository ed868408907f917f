import { atom } from 'jotai';
import type { Permission } from '@/api/permissions';
import type { MessageKey } from '@/lib/i18n';

/** A screen one can open directly: from the route table (its title and path) and the permission model. */
export interface PaletteScreen {
  title: string;
  path: string;
  /** Only roles holding it may open the screen. */
  permission?: Permission;
}

/** The screens of the route table; the app sets them at start (app.tsx), the palette reads them. */
export const paletteScreensAtom = atom<readonly PaletteScreen[]>([]);

export type PaletteRecordKind = 'wine' | 'user' | 'cellar';

/** A wine, user or cellar found by name, and where it opens. */
export interface PaletteRecord {
  kind: PaletteRecordKind;
  id: string;
  label: string;
  /** A second line that tells namesakes apart (producer and vintage, e-mail, owner). */
  detail: string;
  path: string;
}

/** One choice in the palette's list, with the id its option element carries: a place to open, or an action to run. */
export type PaletteOption = { id: string; group: PaletteGroup; label: string; detail?: string } & (
  { path: string } | { run: () => void }
);

/** The palette's groups, in the order listed: the screen's own actions first (ids; their names are the catalogue's). */
export const PALETTE_GROUPS = ['Actions', 'Screens', 'Wines', 'Users', 'Cellars'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** Each group's heading in the catalogue. */
export const PALETTE_GROUP_LABELS: Record<PaletteGroup, MessageKey> = {
  Actions: 'palette.group.actions',
  Screens: 'palette.group.screens',
  Wines: 'palette.group.wines',
  Users: 'palette.group.users',
  Cellars: 'palette.group.cellars',
};

/** How many options of a group the status line counts, in the catalogue (a plural). */
export const PALETTE_GROUP_COUNTS: Record<PaletteGroup, MessageKey> = {
  Actions: 'palette.count.actions',
  Screens: 'palette.count.screens',
  Wines: 'palette.count.wines',
  Users: 'palette.count.users',
  Cellars: 'palette.count.cellars',
};

/** An action of the screen on show (components/screen-actions.ts). */
export interface PaletteAction {
  id: string;
  label: string;
  run: () => void;
}

const GROUP_OF: Record<PaletteRecordKind, PaletteGroup> = { wine: 'Wines', user: 'Users', cellar: 'Cellars' };

/** Searches by name start from this many characters (the API's search is a substring match). */
export const MIN_SEARCH_LENGTH = 2;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The screens a role may open whose title holds every word of `query` (in any case and order);
 * titles that start with the query first, then in the route table's order. An empty query keeps all.
 */
export function matchScreens(
  screens: readonly PaletteScreen[],
  query: string,
  can: (permission: Permission) => boolean,
): PaletteScreen[] {
  return matchTitles(
    screens.filter((screen) => !screen.permission || can(screen.permission)),
    query,
    (screen) => screen.title,
  );
}

/** The screen's actions whose label holds every word of `query`, those starting with it first. */
export function matchActions(actions: readonly PaletteAction[], query: string): PaletteAction[] {
  return matchTitles(actions, query, (action) => action.label);
}

function matchTitles<T>(items: readonly T[], query: string, title: (item: T) => string): T[] {
  const wanted = words(query);
  const hits = items.filter((item) => wanted.every((word) => title(item).toLowerCase().includes(word)));
  const start = query.trim().toLowerCase();
  const starts = (item: T) => title(item).toLowerCase().startsWith(start);
  return [...hits.filter(starts), ...hits.filter((item) => !starts(item))];
}

/** The palette's options in the order they are listed and walked with the arrow keys. */
export function paletteOptions(
  screens: readonly PaletteScreen[],
  records: readonly PaletteRecord[],
  actions: readonly PaletteAction[] = [],
): PaletteOption[] {
  return [
    ...actions.map((action) => ({
      id: `action:${action.id}`,
      group: 'Actions' as const,
      label: action.label,
      run: action.run,
    })),
    ...screens.map((screen) => ({
      id: `screen:${screen.path}`,
      group: 'Screens' as const,
      label: screen.title,
      path: screen.path,
    })),
    ...(['wine', 'user', 'cellar'] as const).flatMap((kind) =>
      records
        .filter((r) => r.kind === kind)
        .map((r) => ({ id: `${kind}:${r.id}`, group: GROUP_OF[kind], label: r.label, detail: r.detail, path: r.path })),
    ),
  ];
}
