import { PAGE_PERMISSIONS, type Permission } from '@/api/permissions';
import { PATHS } from '@/config/paths';

export type NavIconName = 'dashboard' | 'users' | 'wine' | 'cellar' | 'analytics' | 'settings';

export interface NavChild {
  label: string;
  path: string;
  /** Shown only to roles holding it (the screen's permission, PAGE_PERMISSIONS). */
  permission?: Permission;
}

export interface NavItem {
  label: string;
  path: string;
  icon: NavIconName;
  children?: readonly NavChild[];
}

/** The sidebar entries, in order (docs/product-spec.md#2-screens-and-routes). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: PATHS.dashboard, icon: 'dashboard' },
  {
    label: 'User Management',
    path: PATHS.users,
    icon: 'users',
    children: [
      { label: 'All Users', path: PATHS.users },
      { label: 'Create User', path: PATHS.userCreate, permission: PAGE_PERMISSIONS.userCreate },
    ],
  },
  {
    label: 'Wine Database',
    path: PATHS.wines,
    icon: 'wine',
    children: [
      { label: 'All Wines', path: PATHS.wines },
      { label: 'Add Wine', path: PATHS.wineCreate, permission: PAGE_PERMISSIONS.wineCreate },
      { label: 'Wine Categories', path: PATHS.wineCategories },
    ],
  },
  { label: 'Cellars', path: PATHS.cellars, icon: 'cellar' },
  { label: 'Analytics', path: PATHS.analytics, icon: 'analytics' },
  { label: 'Settings', path: PATHS.settings, icon: 'settings' },
];

/** The entries a role may open: children it lacks the permission for are left out. */
export function navItemsFor(can: (permission: Permission) => boolean): NavItem[] {
  return NAV_ITEMS.map((item) =>
    item.children
      ? { ...item, children: item.children.filter((child) => !child.permission || can(child.permission)) }
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
