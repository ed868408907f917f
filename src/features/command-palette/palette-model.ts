import { atom } from 'jotai';
import type { Permission } from '@/api/permissions';

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

/** One choice in the palette's list, with the id its option element carries. */
export type PaletteOption = { id: string; group: PaletteGroup; label: string; detail?: string; path: string };

export type PaletteGroup = 'Screens' | 'Wines' | 'Users' | 'Cellars';

const GROUP_OF: Record<PaletteRecordKind, PaletteGroup> = { wine: 'Wines', user: 'Users', cellar: 'Cellars' };

/** Searches by name start from this many characters (the API's search is a substring match). */
export const MIN_SEARCH_LENGTH = 2;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The screens a role may open whose title holds every word of `query` (in any case and order);
 * titles that start with the query first, then in the route table's order. An empty query keeps all.
 */
export function matchScreens(screens: readonly PaletteScreen[], query: string, can: (permission: Permission) => boolean): PaletteScreen[] {
  const wanted = words(query);
  const allowed = screens.filter((screen) => !screen.permission || can(screen.permission));
  const hits = allowed.filter((screen) => wanted.every((word) => screen.title.toLowerCase().includes(word)));
  const start = query.trim().toLowerCase();
  return [...hits.filter((s) => s.title.toLowerCase().startsWith(start)), ...hits.filter((s) => !s.title.toLowerCase().startsWith(start))];
}

/** The palette's options in the order they are listed and walked with the arrow keys. */
export function paletteOptions(screens: readonly PaletteScreen[], records: readonly PaletteRecord[]): PaletteOption[] {
  return [
    ...screens.map((screen) => ({ id: `screen:${screen.path}`, group: 'Screens' as const, label: screen.title, path: screen.path })),
    ...(['wine', 'user', 'cellar'] as const).flatMap((kind) =>
      records.filter((r) => r.kind === kind).map((r) => ({ id: `${kind}:${r.id}`, group: GROUP_OF[kind], label: r.label, detail: r.detail, path: r.path })),
    ),
  ];
}
