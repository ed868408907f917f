import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, type To } from 'react-router';
import { parseUserListParams, toUserListSearchParams, type UserListState } from './user-list-params';

export interface UserListView {
  /** The view being shown, or the one being loaded (so controls reflect a change at once). */
  state: UserListState;
  /** A list request for this screen is in flight (a filter, sort or page change, or a retry). */
  loading: boolean;
  /** Where a link to `next` points (defaults left out of the URL). */
  hrefFor: (next: UserListState) => To;
  /**
   * Moves to a new view: `patch` over the current one, back on page 1 unless it sets a page.
   * Pushes a history entry unless `replace` (used while typing a search).
   */
  update: (patch: Partial<UserListState>, options?: { replace?: boolean }) => void;
  /** Shows exactly `next`. */
  show: (next: UserListState, options?: { replace?: boolean }) => void;
}

/** The users list state as the URL holds it, and the ways to change it. */
export function useUserListView(): UserListView {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname ? navigation.location : null;
  const search = pending ? pending.search : location.search;
  const state = useMemo(() => parseUserListParams(new URLSearchParams(search)), [search]);
  const { pathname } = location;

  const hrefFor = useCallback(
    (next: UserListState): To => {
      const query = toUserListSearchParams(next).toString();
      return { pathname, search: query ? `?${query}` : '' };
    },
    [pathname],
  );

  const show = useCallback(
    (next: UserListState, options: { replace?: boolean } = {}) => {
      void navigate(hrefFor(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [navigate, hrefFor],
  );

  const update = useCallback(
    (patch: Partial<UserListState>, options: { replace?: boolean } = {}) => show({ ...state, page: 1, ...patch }, options),
    [show, state],
  );

  return { state, loading: pending !== null || revalidator.state === 'loading', hrefFor, update, show };
}
