import { data, redirect, type MiddlewareFunction } from 'react-router';
import { can, type Permission } from '@/api/permissions';
import { resolveNavigation, type RouteAccess } from '@/lib/navigation-rules';
import { authStatusAtom, sessionAtom } from '@/state/session';
import { store } from '@/state/store';

const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

function appPath(url: URL): string {
  const path = basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  const sameAsWindow = typeof window !== 'undefined' && window.location.pathname === url.pathname && window.location.search === url.search;
  return `${path}${url.search}${sameAsWindow ? window.location.hash : ''}`;
}

/**
 * Route middleware applying the navigation rules (docs/product-spec.md#2-screens-and-routes) before
 * any loader of the route runs; with a `permission`, a signed-in role without it gets a 403, which
 * the route's PageErrorBoundary shows as a page in the default layout.
 */
export function guard(access: RouteAccess, permission?: Permission): MiddlewareFunction {
  return ({ request }) => {
    const target = resolveNavigation(access, store.get(authStatusAtom), appPath(new URL(request.url)));
    if (target) throw redirect(target);
    if (permission && !can(store.get(sessionAtom)?.user.role, permission)) throw data(null, { status: 403 });
  };
}
