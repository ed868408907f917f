import { vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import type { ToastSpec } from '@/api/error-catalogue';
import type { AdminRole, AdminUser, Page } from '@/api/types';
import { USER_LIST, type UserListQuery, type UserListState, type UsersApi } from '@/api/users';
import { createPagedListLoader, type PagedListData } from '@/components/data-list/paged-list-loader';
import { system } from '@/theme/system';
import { createUserListAction } from '@/features/users/user-list-action';
import { UserListPage } from '@/features/users/user-list-page';
import { disableAnimations, staticMatchMedia } from './jsdom-layout';
import { SIGNED_IN_ID, signInAs } from './sign-in-as';
import { memorySavedViews } from './memory-saved-views';
import { withSavedViews, type SavedViewsData } from '@/components/data-list/saved-view-loader';

disableAnimations();

const ROLES: AdminRole[] = ['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER'];

/** A plausible admin for tests; `n` makes the id, name and e-mail unique. */
export function makeAdmin(n: number, patch: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `admin-${n}`,
    email: `admin${n}@vinotheca.example`,
    fullName: `Admin Number${n}`,
    role: ROLES[n % ROLES.length] ?? 'VIEWER',
    active: true,
    locked: false,
    twoFactorEnabled: true,
    lastLoginAt: '2025-06-12T12:00:00Z',
    createdAt: '2024-01-15T09:30:00Z',
    updatedAt: '2024-01-15T09:30:00Z',
    avatarUrls: null,
    themePreference: 'SYSTEM',
    language: null,
    ...patch,
  };
}

/** One API page of `users` (all of them, unless `total` says there are more elsewhere). */
export function pageOf(users: AdminUser[], query: UserListQuery = {}, total = users.length): Page<AdminUser> {
  const size = query.size ?? 20;
  return { content: users, page: query.page ?? 0, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

export type UserListTestApi = Pick<UsersApi, 'list' | 'deactivate' | 'unlock' | 'resetPassword'> &
  Partial<Pick<UsersApi, 'bulk' | 'undoBulk'>>;

const unexpected = (what: string) => () => Promise.reject(new Error(`${what} was not expected in this test`));

export interface RenderUserListOptions {
  url?: string;
  api: UserListTestApi;
  notify?: (toast: ToastSpec) => void;
  /** A toast offering Undo (after a bulk action); `notify` by default, with the undo dropped. */
  notifyWithUndo?: (toast: ToastSpec, undo: () => void) => void;
  /** The signed-in admin's id (their row is "You"); a made-up id by default. */
  currentUserId?: string | null;
  /** The signed-in admin's role: the rows offer what it may do. */
  role?: AdminRole;
  now?: Date;
  /** The saved views the screen offers; none by default. */
  views?: ReturnType<typeof memorySavedViews>;
}

/**
 * Test support: the users list route (real loader, action and page over a given API) in a memory
 * router, with stand-ins for the create and edit pages.
 */
export function renderUserList({
  url = '/users',
  api,
  notify = () => undefined,
  notifyWithUndo = (toast) => notify(toast),
  currentUserId = null,
  role = 'SUPER_ADMIN',
  now,
  views = memorySavedViews(),
}: RenderUserListOptions) {
  signInAs(role, currentUserId ?? SIGNED_IN_ID);
  // A desktop's width: every column shows by default (a test of a phone's defaults sets its own).
  window.matchMedia = staticMatchMedia((query) => query.includes('min-width'));
  function Screen() {
    const data = useLoaderData<PagedListData<UserListState, AdminUser> & SavedViewsData>();
    return <UserListPage data={data} views={views} now={now} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/users',
        children: [
          {
            index: true,
            id: 'user-list',
            loader: withSavedViews(
              createPagedListLoader(USER_LIST, (query) => api.list(query)),
              'users',
              views,
            ),
            action: createUserListAction({
              api: { bulk: unexpected('A bulk call'), undoBulk: unexpected('An undo'), ...api },
              notify,
              notifyWithUndo,
              revalidate: () => void router.revalidate(),
              currentUserId: () => currentUserId,
            }),
            Component: Screen,
            HydrateFallback: () => null,
          },
          { path: 'create', element: <p>Create user page</p> },
          { path: ':id/edit', element: <p>Edit user page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, ...result };
}

/** The users list of `users`, whose bulk call is `bulk`, signed in as `role`; the toasts it shows are collected. */
export function renderUserListForBulk(users: AdminUser[], bulk: UsersApi['bulk'], role: AdminRole = 'SUPER_ADMIN') {
  const toasts: ToastSpec[] = [];
  renderUserList({
    api: {
      list: vi.fn(async (q: UserListQuery = {}) => pageOf(users, q)),
      deactivate: vi.fn(),
      unlock: vi.fn(),
      resetPassword: vi.fn(),
      bulk,
      undoBulk: vi.fn(),
    },
    notify: (toast) => toasts.push(toast),
    role,
  });
  return toasts;
}
