import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, type To } from 'react-router';

/** How a list's state is read from and written to the URL's query string. */
export interface ListStateCodec<S extends { page: number }> {
  parseUrl: (params: URLSearchParams) => S;
  /** The URL parameters of a state (defaults left out). */
  toSearchParams: (state: S) => URLSearchParams;
}

export interface ListView<S extends { page: number }> {
  /** The view being shown, or the one being loaded (so controls reflect a change at once). */
  state: S;
  /** A list request for this screen is in flight (a filter, sort or page change, or a retry). */
  loading: boolean;
  /** Where a link to `next` points (defaults left out of the URL). */
  hrefFor: (next: S) => To;
  /**
   * Moves to a new view: `patch` over the current one, back on page 1 unless it sets a page.
   * Pushes a history entry unless `replace` (used while typing a search).
   */
  update: (patch: Partial<S>, options?: { replace?: boolean }) => void;
  /** Shows exactly `next`, or what `next` makes of the latest view asked for. */
  show: (next: S | ((latest: S) => S), options?: { replace?: boolean }) => void;
}

/** A list's state as the URL holds it, and the ways to change it. `codec` must be stable. */
export function useListView<S extends { page: number }>({
  parseUrl: parse,
  toSearchParams: serialize,
}: ListStateCodec<S>): ListView<S> {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  const pending =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname ? navigation.location : null;
  const search = pending ? pending.search : location.search;
  const state = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const { pathname } = location;
  // The query of the latest view asked for. `show` sets it at once, so a change made before the router
  // state has re-rendered (a second filter right after a first) builds on the first instead of dropping it.
  // It follows the router whenever the URL moves for any reason (Back, a redirect, another link).
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  }, [search]);

  const hrefFor = useCallback((next: S) => ({ pathname, search: searchOf(serialize(next)) }), [pathname, serialize]);

  const show = useCallback(
    (next: S | ((latest: S) => S), options: { replace?: boolean } = {}) => {
      const to = hrefFor(typeof next === 'function' ? next(parse(new URLSearchParams(latestSearch.current))) : next);
      latestSearch.current = to.search;
      void navigate(to, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [navigate, hrefFor, parse],
  );

  const update = useCallback(
    (patch: Partial<S>, options: { replace?: boolean } = {}) =>
      show((latest) => ({ ...latest, page: 1, ...patch }), options),
    [show],
  );

  return { state, loading: pending !== null || revalidator.state === 'loading', hrefFor, update, show };
}

/** A URL's `?…` part for `params` ('' for none). */
function searchOf(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}
