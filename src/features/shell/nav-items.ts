import { PAGE_PERMISSIONS, type Permission } from '@/api/permissions';
import { PATHS } from '@/config/paths';
import { t, type MessageKey } from '@/lib/i18n';

export type NavIconName = 'dashboard' | 'users' | 'wine' | 'cellar' | 'analytics' | 'settings';

export interface NavChild {
  /** The entry's text, in the language shown when read (from `labelKey`). */
  readonly label: string;
  labelKey: MessageKey;
  path: string;
  /** Shown only to roles holding it (the screen's permission, PAGE_PERMISSIONS). */
  permission?: Permission;
}

export interface NavItem {
  /** The entry's text, in the language shown when read (from `labelKey`). */
  readonly label: string;
  labelKey: MessageKey;
  path: string;
  icon: NavIconName;
  children?: readonly NavChild[];
}

/** An entry holding its catalogue key; its `label` is read in the language shown at the time. */
function entry(labelKey: MessageKey, rest: Omit<NavItem, 'label' | 'labelKey'>): NavItem;
function entry(labelKey: MessageKey, rest: Omit<NavChild, 'label' | 'labelKey'>): NavChild;
function entry(labelKey: MessageKey, rest: object): NavItem | NavChild {
  return {
    ...(rest as Omit<NavChild, 'label' | 'labelKey'>),
    labelKey,
    get label() {
      return t(labelKey);
    },
  };
}

/** The sidebar entries, in order (docs/product-spec.md#2-screens-and-routes). */
export const NAV_ITEMS: readonly NavItem[] = [
  entry('shell.nav.dashboard', { path: PATHS.dashboard, icon: 'dashboard' }),
  entry('shell.nav.userManagement', {
    path: PATHS.users,
    icon: 'users',
    children: [
      entry('shell.nav.allUsers', { path: PATHS.users }),
      entry('shell.nav.createUser', { path: PATHS.userCreate, permission: PAGE_PERMISSIONS.userCreate }),
    ],
  }),
  entry('shell.nav.wineDatabase', {
    path: PATHS.wines,
    icon: 'wine',
    children: [
      entry('shell.nav.allWines', { path: PATHS.wines }),
      entry('shell.nav.addWine', { path: PATHS.wineCreate, permission: PAGE_PERMISSIONS.wineCreate }),
      entry('shell.nav.wineCategories', { path: PATHS.wineCategories }),
    ],
  }),
  entry('shell.nav.cellars', { path: PATHS.cellars, icon: 'cellar' }),
  entry('shell.nav.analytics', { path: PATHS.analytics, icon: 'analytics' }),
  entry('shell.nav.settings', { path: PATHS.settings, icon: 'settings' }),
];

/** The entries a role may open: children it lacks the permission for are left out. */
export function navItemsFor(can: (permission: Permission) => boolean): NavItem[] {
  return NAV_ITEMS.map((item) =>
    item.children
      ? entry(item.labelKey, {
          path: item.path,
          icon: item.icon,
          children: item.children.filter((child) => !child.permission || can(child.permission)),
        })
      : item,
  );
}

/** The highlight rule (docs/product-spec.md#2-screens-and-routes): the path itself or anything below it. */
export function isActivePath(current: string, itemPath: string): boolean {
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/**
 * The one child to highlight: the longest child path active for the current path, so that
 * /users/create highlights "Create User" but not "All Users" (/users).
 */
export function activeChildPath(current: string, children: readonly NavChild[]): string | undefined {
  return children
    .filter((child) => isActivePath(current, child.path))
    .reduce<string | undefined>(
      (best, child) => (best && best.length >= child.path.length ? best : child.path),
      undefined,
    );
}

/** Groups start expanded when the current path is under one of their children. */
export function isGroupExpandedInitially(current: string, group: NavItem): boolean {
  return (group.children ?? []).some((child) => isActivePath(current, child.path));
}
