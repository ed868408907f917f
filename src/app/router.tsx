import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-meta';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { guard } from './route-guard';

const handle = (h: RouteHandle): RouteHandle => h;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // The first route module loads before anything renders; the page background is already painted.
    HydrateFallback: () => null,
    children: [
      {
        path: 'login',
        id: 'login',
        handle: handle({ layout: 'auth', title: 'Sign in' }),
        middleware: [guard('login')],
        lazy: () => import('./routes/login'),
      },
      {
        path: '2fa-setup',
        id: '2fa-setup',
        handle: handle({ layout: 'auth', title: 'Two-factor setup' }),
        middleware: [guard('two-factor-setup')],
        lazy: () => import('./routes/two-factor-setup'),
      },
      { index: true, loader: () => redirect('/dashboard') },
      {
        path: 'dashboard',
        handle: handle({ layout: 'default', title: 'Dashboard' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/dashboard'),
      },
      {
        path: 'profile',
        handle: handle({ layout: 'default', title: 'Profile' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/profile'),
      },
      {
        path: 'users',
        handle: handle({ layout: 'default', title: 'User Management' }),
        middleware: [guard('protected')],
        children: [
          { index: true, id: 'user-list', handle: handle({ title: 'Users' }), lazy: () => import('./routes/users/user-list') },
          { path: 'create', id: 'user-create', handle: handle({ title: 'Create User' }), lazy: () => import('./routes/users/user-create') },
          { path: ':id/edit', id: 'user-edit', handle: handle({ title: 'Edit User' }), lazy: () => import('./routes/users/user-edit') },
        ],
      },
      {
        path: 'wines/categories',
        handle: handle({ layout: 'default', title: 'Wine Categories' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-categories'),
      },
      {
        path: 'wines',
        id: 'wine-list',
        handle: handle({ layout: 'default', title: 'All Wines' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-list'),
      },
      {
        path: 'wines/create',
        id: 'wine-create',
        handle: handle({ layout: 'default', title: 'Add Wine' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-create'),
      },
      {
        path: 'wines/:id/edit',
        id: 'wine-edit',
        handle: handle({ layout: 'default', title: 'Edit wine' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-edit'),
      },
      {
        path: 'wines/:id',
        id: 'wine-detail',
        handle: handle({ layout: 'default', title: 'Wine details' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/wines/wine-detail'),
      },
      {
        path: 'cellars',
        id: 'cellar-list',
        handle: handle({ layout: 'default', title: 'Cellars' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/cellars/cellar-list'),
      },
      {
        path: 'cellars/:id',
        id: 'cellar-detail',
        handle: handle({ layout: 'default', title: 'Cellar' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/cellars/cellar-detail'),
      },
      {
        path: 'settings',
        id: 'settings',
        handle: handle({ layout: 'default', title: 'Settings' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/settings/settings'),
      },
      {
        path: 'settings/audit',
        id: 'audit-log',
        handle: handle({ layout: 'default', title: 'Audit log' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/settings/audit-log'),
      },
      {
        path: 'analytics',
        id: 'analytics',
        handle: handle({ layout: 'default', title: 'Analytics' }),
        middleware: [guard('protected')],
        lazy: () => import('./routes/analytics'),
      },
      {
        path: '*',
        id: 'not-found',
        handle: handle({ layout: 'error', title: 'Page not found' }),
        middleware: [guard('public')],
        lazy: () => import('./routes/not-found'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
}
