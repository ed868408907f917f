import type { AdminUser, Page } from '@/api/types';
import type { Cellar } from '@/api/cellars';
import type { Wine } from '@/api/wines';
import { PATHS } from '@/config/paths';
import { can, type Permission } from '@/api/permissions';
import { store } from '@/state/store';
import { actorAtom } from '@/state/permissions';
import type { PaletteRecord } from './palette-model';
import { t } from '@/lib/i18n';

/** How many of each kind the palette shows for a query. */
export const RESULTS_PER_KIND = 5;

type Lister<T> = { list: (query: { search: string; size: number }, options: { quiet: boolean }) => Promise<Page<T>> };

export interface PaletteSources {
  wines: Lister<Wine>;
  users: Lister<AdminUser>;
  cellars: Lister<Cellar>;
}

const vintage = (wine: Wine) => (wine.vintage === null ? t('palette.search.nonVintage') : String(wine.vintage));

/**
 * The palette's search over the lists' own search (`?search=`, by name), the first few of each kind
 * the signed-in role may read; a failure of any of them fails the search (the palette says so).
 */
export function paletteSearch(sources: PaletteSources) {
  return async (query: string): Promise<PaletteRecord[]> => {
    const role = store.get(actorAtom)?.role;
    const ask = <T>(permission: Permission, source: Lister<T>, toRecord: (item: T) => PaletteRecord) =>
      can(role, permission)
        ? source
            .list({ search: query, size: RESULTS_PER_KIND }, { quiet: true })
            .then((page) => page.content.map(toRecord))
        : Promise.resolve([]);
    const found = await Promise.all([
      ask('wines.read', sources.wines, (w) => ({
        kind: 'wine',
        id: w.id,
        label: w.name,
        detail: `${w.producer} · ${vintage(w)}`,
        path: PATHS.wineDetail(w.id),
      })),
      // Users have no page of their own: the list, searched for the e-mail, offers what the role may do to them.
      ask('users.read', sources.users, (u) => ({
        kind: 'user',
        id: u.id,
        label: u.fullName,
        detail: u.email,
        path: `${PATHS.users}?search=${encodeURIComponent(u.email)}`,
      })),
      ask('cellars.read', sources.cellars, (c) => ({
        kind: 'cellar',
        id: c.id,
        label: c.name,
        detail: `${c.owner.fullName} · ${c.location}`,
        path: PATHS.cellarDetail(c.id),
      })),
    ]);
    return found.flat();
  };
}
