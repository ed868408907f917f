import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AdminUser, Page } from '@/api/types';
import { USER_LIST, type UserListQuery, type UsersApi } from '@/api/users';
import { createPagedListLoader } from './paged-list-loader';

const DEFAULT_USER_LIST_STATE = USER_LIST.defaults;
const createUserListLoader = ({ list }: Pick<UsersApi, 'list'>) =>
  createPagedListLoader(USER_LIST, (query) => list(query));

const emptyPage = (patch: Partial<Page<AdminUser>> = {}): Page<AdminUser> => ({
  content: [],
  page: 0,
  size: 20,
  totalElements: 0,
  totalPages: 0,
  ...patch,
});
const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as Parameters<ReturnType<typeof createUserListLoader>>[0];

describe('the paged list loader (the users list)', () => {
  it('fetches the view the URL describes and returns it with the page', async () => {
    const list = vi.fn(async (_q?: UserListQuery) => emptyPage());
    const data = await createUserListLoader({ list })(
      args('http://localhost/users?search=ava&role=ADMIN&sort=fullName,asc&page=2'),
    );
    expect(list).toHaveBeenCalledWith({ page: 1, size: 20, sort: 'fullName,asc', search: 'ava', role: 'ADMIN' });
    expect(data).toMatchObject({
      status: 'ok',
      state: { page: 2, search: 'ava', role: 'ADMIN', sortField: 'fullName', sortDirection: 'asc' },
    });
  });

  it('shows the default view for a URL of nonsense', async () => {
    const list = vi.fn(async () => emptyPage());
    const data = await createUserListLoader({ list })(
      args('http://localhost/users?page=-1&size=7&sort=drop table&status=gone'),
    );
    expect(data.state).toEqual(DEFAULT_USER_LIST_STATE);
    expect(list).toHaveBeenCalledWith({ page: 0, size: 20, sort: 'createdAt,desc' });
  });

  it('returns an error marker rather than throwing when the request fails', async () => {
    const list = vi.fn(async () => {
      throw new ApiError({ kind: 'http', status: 503, message: 'Down' });
    });
    const data = await createUserListLoader({ list })(args('http://localhost/users?status=locked'));
    expect(data).toEqual({
      status: 'error',
      state: { ...DEFAULT_USER_LIST_STATE, status: 'locked' },
      error: { status: 503, message: 'Down' },
    });
  });

  it('replaces a page past the end with the last page, keeping the rest of the view', async () => {
    const list = vi.fn(async () => emptyPage({ page: 49, totalElements: 45, totalPages: 3 }));
    const thrown = await createUserListLoader({ list })(args('http://localhost/users?role=EDITOR&page=50')).catch(
      (r: unknown) => r,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://localhost/users?role=EDITOR&page=3');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('keeps an empty first page (nothing matches) as it is', async () => {
    const list = vi.fn(async () => emptyPage());
    const data = await createUserListLoader({ list })(args('http://localhost/users?search=zzz'));
    expect(data).toMatchObject({ status: 'ok', page: { totalElements: 0 } });
  });
});
