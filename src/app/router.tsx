import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PAGE_PERMISSIONS } from '@/api/permissions';
import { ROUTE_PATTERNS } from '@/config/paths';
import type { PaletteScreen } from '@/features/command-palette/palette-model';
import { t, type MessageKey } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-meta';
import { RootLayout } from './layouts/root-layout';
import { FirstLoadFallback } from './layouts/shell-placeholder';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { PageErrorBoundary } from './layouts/page-error-boundary';
import { guard, withPermission } from './route-guard';
import { loadDashboard, loadDashboardData } from './landing';

/** A route's metadata: its title a catalogue key, read (`handle.title`) in the language shown. */
const handle = ({ title, ...h }: { layout?: string; title?: MessageKey }): RouteHandle =>
  title
    ? {
        ...h,
        get title() {
          return t(title);
        },
      }
    : h;

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // The first route module and its data load before the route renders: the shell's frame shows meanwhile.
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        path: ROUTE_PATTERNS.login,
        id: 'login',
        handle: handle({ layout: 'auth', title: 'app.title.signIn' }),
        middleware: [guard('login')],
        lazy: () => import('./routes/login'),
      },
      {
        path: ROUTE_PATTERNS.twoFactorSetup,
        id: '2fa-setup',
        handle: handle({ layout: 'auth', title: 'app.title.twoFactorSetup' }),
        middleware: [guard('two-factor-setup')],
        lazy: () => import('./routes/two-factor-setup'),
      },
      { index: true, loader: () => redirect(ROUTE_PATTERNS.dashboard) },
      {
        path: ROUTE_PATTERNS.dashboard,
        handle: handle({ layout: 'default', title: 'app.title.dashboard' }),
        middleware: [guard('protected')],
        // The loader apart from the screen: the figures are asked for at once, beside the screen's code.
        lazy: {
          loader: () => loadDashboardData().then((m) => m.loader),
          Component: () => loadDashboard().then((m) => m.Component),
        },
      },
      {
        path: ROUTE_PATTERNS.profile,
        handle: handle({ layout: 'default', title: 'app.title.profile' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/profile'),
      },
      {
        path: ROUTE_PATTERNS.users,
        handle: handle({ layout: 'default', title: 'app.title.userManagement' }),
        middleware: [guard('protected')],
        children: [
          {
            index: true,
            id: 'user-list',
            handle: handle({ title: 'app.title.users' }),
            lazy: () => import('./routes/users/user-list'),
          },
          {
            path: ROUTE_PATTERNS.userCreate,
            id: 'user-create',
            handle: handle({ title: 'app.title.createUser' }),
            ErrorBoundary: PageErrorBoundary,
            lazy: withPermission(PAGE_PERMISSIONS.userCreate, () => import('./routes/users/user-create')),
          },
          {
            path: ROUTE_PATTERNS.userEdit,
            id: 'user-edit',
            handle: handle({ title: 'app.title.editUser' }),
            ErrorBoundary: PageErrorBoundary,
            lazy: withPermission(PAGE_PERMISSIONS.userEdit, () => import('./routes/users/user-edit')),
          },
        ],
      },
      {
        path: ROUTE_PATTERNS.wineCategories,
        handle: handle({ layout: 'default', title: 'app.title.wineCategories' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-categories'),
      },
      {
        path: ROUTE_PATTERNS.wines,
        id: 'wine-list',
        handle: handle({ layout: 'default', title: 'app.title.allWines' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-list'),
      },
      {
        path: ROUTE_PATTERNS.wineCreate,
        id: 'wine-create',
        handle: handle({ layout: 'default', title: 'app.title.addWine' }),
        middleware: [guard('protected')],
        ErrorBoundary: PageErrorBoundary,
        lazy: withPermission(PAGE_PERMISSIONS.wineCreate, () => import('./routes/wines/wine-create')),
      },
      {
        path: ROUTE_PATTERNS.wineEdit,
        id: 'wine-edit',
        handle: handle({ layout: 'default', title: 'app.title.editWine' }),
        middleware: [guard('protected')],
        ErrorBoundary: PageErrorBoundary,
        lazy: withPermission(PAGE_PERMISSIONS.wineEdit, () => import('./routes/wines/wine-edit')),
      },
      {
        path: ROUTE_PATTERNS.wineDetail,
        id: 'wine-detail',
        handle: handle({ layout: 'default', title: 'app.title.wineDetails' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-detail'),
      },
      {
        path: ROUTE_PATTERNS.cellars,
        id: 'cellar-list',
        handle: handle({ layout: 'default', title: 'app.title.cellars' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/cellars/cellar-list'),
      },
      {
        path: ROUTE_PATTERNS.cellarDetail,
        id: 'cellar-detail',
        handle: handle({ layout: 'default', title: 'app.title.cellar' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/cellars/cellar-detail'),
      },
      {
        path: ROUTE_PATTERNS.settings,
        id: 'settings',
        handle: handle({ layout: 'default', title: 'app.title.settings' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/settings/settings'),
      },
      {
        path: ROUTE_PATTERNS.auditLog,
        id: 'audit-log',
        handle: handle({ layout: 'default', title: 'app.title.auditLog' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/settings/audit-log'),
      },
      {
        path: ROUTE_PATTERNS.analytics,
        id: 'analytics',
        handle: handle({ layout: 'default', title: 'app.title.analytics' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/analytics'),
      },
      {
        path: '*',
        id: 'not-found',
        handle: handle({ layout: 'error', title: 'app.title.notFound' }),
        middleware: [guard('public')],
        lazy: () => import('./routes/not-found'),
      },
    ],
  },
];

/** A route's own path; an index route's is its parent's. */
function pathOf(route: RouteObject, parentPath: string | undefined): string | undefined {
  return route.index ? parentPath : route.path;
}

/**
 * The screens one can open without an id, from this table: their titles, paths and, from the
 * permission model, what opening them takes (the command palette lists them). Sign-in, two-factor
 * setup, screens of one item and the not-found page are left out.
 */
export function openableScreens(): PaletteScreen[] {
  const screens: PaletteScreen[] = [];
  const visit = (list: readonly RouteObject[], parentPath: string | undefined, parentLayout: string | undefined) => {
    for (const route of list) {
      const meta = (route.handle ?? {}) as RouteHandle;
      const layout = meta.layout ?? parentLayout;
      const path = pathOf(route, parentPath);
      if (route.children) visit(route.children, path, layout);
      else if (
        path &&
        meta.title &&
        layout === 'default' &&
        !/[:*]/.test(path) &&
        !screens.some((s) => s.path === path)
      ) {
        const key = (Object.keys(ROUTE_PATTERNS) as (keyof typeof ROUTE_PATTERNS)[]).find(
          (k) => ROUTE_PATTERNS[k] === path,
        );
        const permission =
          key && key in PAGE_PERMISSIONS ? PAGE_PERMISSIONS[key as keyof typeof PAGE_PERMISSIONS] : undefined;
        // The title is read when shown, in the language shown then.
        screens.push({
          get title() {
            return meta.title ?? '';
          },
          path,
          ...(permission && { permission }),
        });
      }
    }
  };
  visit(routes, undefined, undefined);
  return screens;
}

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
}
