import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { emailAvailabilitySchema } from './wire-schemas';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import type { USER_LIST } from '@/api/lists/users';
import type { BulkResult, BulkSelection } from './bulk';
import type { AdminId, AdminUser, Page } from './types';
import type { AdminRole, UserBulkAction } from './wire-enums';

export { USER_LIST } from '@/api/lists/users';
export { USER_BULK_ACTIONS, type UserBulkAction } from './wire-enums';

export type UserSortField = (typeof USER_LIST.sortFields)[number];
export type UserListQuery = ListQuery<typeof USER_LIST>;
/** Everything that decides which admins the users list shows (`page` 1-based, as in the URL). */
export type UserListState = ListState<typeof USER_LIST>;
export type UserListCriteria = ListCriteria<typeof USER_LIST>;

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

export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

/** The list's search and filters, as a bulk call selects by them (page, size and sort do not apply). */
export type UserBulkFilter = Omit<UserListQuery, 'page' | 'size' | 'sort'>;

/** A bulk call on admins: the action (SET_ROLE with its `role`) and the admins it applies to. */
export type UserBulkRequest = (
  { action: Exclude<UserBulkAction, 'SET_ROLE'> } | { action: 'SET_ROLE'; role: AdminRole }
) &
  BulkSelection<UserBulkFilter>;

/** The admin users endpoints. */
export function createUsersApi(http: AxiosInstance) {
  const path = (id: AdminId) => `/users/${encodeURIComponent(id)}`;
  return {
    /** `quiet`: a failure is not toasted (the caller says so where the answer was wanted). */
    list: (query: UserListQuery = {}, options: { quiet?: boolean } = {}) =>
      http
        .get<Page<AdminUser>>('/users', { params: query, skipGlobalErrorHandler: options.quiet === true })
        .then((r) => r.data),
    get: (id: AdminId) => http.get<AdminUser>(path(id)).then((r) => r.data),
    create: (body: CreateAdminRequest) => http.post<AdminUser>('/users', body).then((r) => r.data),
    update: (id: AdminId, body: UpdateAdminRequest) => http.put<AdminUser>(path(id), body).then((r) => r.data),
    /** Deactivates the admin and revokes their sessions (the record stays). */
    deactivate: (id: AdminId) => http.delete<void>(path(id)).then(() => undefined),
    unlock: (id: AdminId) => http.post<AdminUser>(`${path(id)}/unlock`).then((r) => r.data),
    /** Sets a new password; the API takes it as the `newPassword` query parameter (docs/product-spec.md#7-calls). */
    resetPassword: (id: AdminId, newPassword: string) =>
      http.post<void>(`${path(id)}/reset-password`, undefined, { params: { newPassword } }).then(() => undefined),
    /** Whether an e-mail is free; `excludeId` ignores that admin's own address (editing). */
    checkEmail: (email: string, excludeId?: AdminId) =>
      http
        .get<EmailAvailability>('/users/check-email', {
          params: excludeId ? { email, excludeId } : { email },
          skipGlobalErrorHandler: true,
        })
        .then((r) => r.data),
    uploadAvatar: (id: AdminId, file: Blob, fileName = 'avatar.png') => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post<AdminUser>(`${path(id)}/avatar`, form).then((r) => r.data);
    },
    deleteAvatar: (id: AdminId) => http.delete<void>(`${path(id)}/avatar`).then(() => undefined),
    /** Applies one action to many admins; the answer says what happened to each (refusals are not errors). */
    bulk: (body: UserBulkRequest) => http.post<BulkResult>('/users/bulk', body).then((r) => r.data),
    /** Puts back what a bulk call changed, item by item, within its undo window. */
    undoBulk: (operationId: string) =>
      http.post<BulkResult>(`/users/bulk/${encodeURIComponent(operationId)}/undo`).then((r) => r.data),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
