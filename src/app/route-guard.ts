import { data, redirect, type ActionFunction, type LoaderFunction, type MiddlewareFunction } from 'react-router';
import { can, type Permission } from '@/api/permissions';
import { loadMessages } from '@/lib/i18n';
import { resolveNavigation, type RouteAccess } from '@/lib/navigation-rules';
import { authStatusAtom, sessionAtom } from '@/state/session';
import { store } from '@/state/store';
import { loadDefaultLayout } from './layouts/load-default-layout';

const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

function appPath(url: URL): string {
  const path =
    basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  const sameAsWindow =
    typeof window !== 'undefined' && window.location.pathname === url.pathname && window.location.search === url.search;
  return `${path}${url.search}${sameAsWindow ? window.location.hash : ''}`;
}

/** Route middleware applying the navigation rules (docs/product-spec.md#2-screens-and-routes) before any loader of the route runs. */
export function guard(access: RouteAccess): MiddlewareFunction {
  return async ({ request }) => {
    const target = resolveNavigation(access, store.get(authStatusAtom), appPath(new URL(request.url)));
    if (target) throw redirect(target);
    // A signed-in screen: its shell loads beside its data, not after it.
    if (access === 'protected') void loadDefaultLayout().catch(() => undefined);
    // Every screen but the sign-in page speaks from the catalogue's console part (ADR 0037).
    if (access !== 'login') await loadMessages('console');
  };
}

/**
 * A lazy route module whose loader and action first check that the signed-in role holds
 * `permission`: without it they throw a 403, which the route's PageErrorBoundary shows as a page in
 * the default layout (before the module's own loader asks the API for anything). The check sits in
 * the loader rather than the middleware: on a first page load, React Router hands a middleware's
 * error to the root boundary, a loader's to the route's own.
 */
export function withPermission<M extends { loader?: LoaderFunction; action?: ActionFunction }>(
  permission: Permission,
  load: () => Promise<M>,
): () => Promise<Omit<M, 'loader' | 'action'> & { loader: LoaderFunction; action?: ActionFunction }> {
  const check = () => {
    if (!can(store.get(sessionAtom)?.user.role, permission)) throw data(null, { status: 403 });
  };
  return async () => {
    const { loader, action, ...rest } = await load();
    const guardedLoader: LoaderFunction = (args, context) => {
      check();
      return loader ? loader(args, context) : null;
    };
    const guardedAction: ActionFunction | undefined = action
      ? (args, context) => {
          check();
          return action(args, context);
        }
      : undefined;
    return { ...rest, loader: guardedLoader, ...(guardedAction ? { action: guardedAction } : {}) };
  };
}
