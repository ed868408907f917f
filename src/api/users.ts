import type { AxiosInstance } from 'axios';
import type { AdminId, AdminRole, AdminUser, Page } from './types';

/** Fields the users list may be sorted by (`sort=field,asc|desc`). */
export const USER_SORT_FIELDS = ['fullName', 'email', 'role', 'active', 'lastLoginAt', 'createdAt', 'updatedAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 20;
export const MAX_USER_PAGE_SIZE = 100;
export const DEFAULT_USER_SORT = 'createdAt,desc';

/**
 * The admin users list query. `page` is 0-based; `search` matches name or e-mail, case-insensitive.
 * `locked` and `twoFactorEnabled` extend the spec's filters (documented in contracts/README.md).
 */
export interface UserListQuery {
  page?: number;
  size?: number;
  sort?: `${UserSortField},${SortDirection}`;
  search?: string;
  active?: boolean;
  role?: AdminRole;
  locked?: boolean;
  twoFactorEnabled?: boolean;
}

/** What an administrator may set when creating an admin. */
export interface CreateAdminRequest {
  fullName: string;
  email: string;
  role: AdminRole;
  active: boolean;
  password: string;
}

/** What an administrator may change on an existing admin. */
export interface UpdateAdminRequest {
  fullName: string;
  email: string;
  role: AdminRole;
  active: boolean;
}

export interface EmailAvailability {
  email: string;
  available: boolean;
}

/** The admin users endpoints. */
export function createUsersApi(http: AxiosInstance) {
  const path = (id: AdminId) => `/users/${encodeURIComponent(id)}`;
  return {
    list: (query: UserListQuery = {}) => http.get<Page<AdminUser>>('/users', { params: query }).then((r) => r.data),
    get: (id: AdminId) => http.get<AdminUser>(path(id)).then((r) => r.data),
    create: (body: CreateAdminRequest) => http.post<AdminUser>('/users', body).then((r) => r.data),
    update: (id: AdminId, body: UpdateAdminRequest) => http.put<AdminUser>(path(id), body).then((r) => r.data),
    /** Deactivates the admin and revokes their sessions (the record stays). */
    deactivate: (id: AdminId) => http.delete<void>(path(id)).then(() => undefined),
    unlock: (id: AdminId) => http.post<AdminUser>(`${path(id)}/unlock`).then((r) => r.data),
    /** Sets a new password; the API takes it as the `newPassword` query parameter (§7). */
    resetPassword: (id: AdminId, newPassword: string) =>
      http.post<void>(`${path(id)}/reset-password`, undefined, { params: { newPassword } }).then(() => undefined),
    /** Whether an e-mail is free; `excludeId` ignores that admin's own address (editing). */
    checkEmail: (email: string, excludeId?: AdminId) =>
      http
        .get<EmailAvailability>('/users/check-email', { params: excludeId ? { email, excludeId } : { email }, skipGlobalErrorHandler: true })
        .then((r) => r.data),
    uploadAvatar: (id: AdminId, file: Blob, fileName = 'avatar.png') => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post<AdminUser>(`${path(id)}/avatar`, form).then((r) => r.data);
    },
    deleteAvatar: (id: AdminId) => http.delete<void>(`${path(id)}/avatar`).then(() => undefined),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
