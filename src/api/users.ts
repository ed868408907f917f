import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call, imageBody } from './call';
import type { emailAvailabilitySchema } from './wire-schemas';
import type { adminCreateSchema, adminUpdateSchema } from './requests/users';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import type { USER_LIST } from '@/api/lists/users';
import type { BulkSelection } from './bulk';
import type { AdminId } from './types';
import type { AdminRole, UserBulkAction } from './wire-enums';

export { USER_LIST } from '@/api/lists/users';
export { USER_BULK_ACTIONS, type UserBulkAction } from './wire-enums';

export type UserSortField = (typeof USER_LIST.sortFields)[number];
export type UserListQuery = ListQuery<typeof USER_LIST>;
/** Everything that decides which admins the users list shows (`page` 1-based, as in the URL). */
export type UserListState = ListState<typeof USER_LIST>;
export type UserListCriteria = ListCriteria<typeof USER_LIST>;

/** What an administrator may set when creating an admin. */
export type CreateAdminRequest = z.output<ReturnType<typeof adminCreateSchema>>;

/** What an administrator may change on an existing admin. */
export type UpdateAdminRequest = z.output<ReturnType<typeof adminUpdateSchema>>;

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
  return {
    /** `quiet`: a failure is not toasted (the caller says so where the answer was wanted). */
    list: (query: UserListQuery = {}, options: { quiet?: boolean } = {}) =>
      call(http, 'GET /users', { params: query, config: { skipGlobalErrorHandler: options.quiet === true } }),
    get: (id: AdminId) => call(http, 'GET /users/:id', { id }),
    create: (body: CreateAdminRequest) => call(http, 'POST /users', { body }),
    update: (id: AdminId, body: UpdateAdminRequest) => call(http, 'PUT /users/:id', { id, body }),
    /** Deactivates the admin and revokes their sessions (the record stays). */
    deactivate: (id: AdminId) => call(http, 'DELETE /users/:id', { id }),
    unlock: (id: AdminId) => call(http, 'POST /users/:id/unlock', { id }),
    /** Sets a new password; the API takes it as the `newPassword` query parameter (docs/product-spec.md#7-calls). */
    resetPassword: (id: AdminId, newPassword: string) =>
      call(http, 'POST /users/:id/reset-password', { id, params: { newPassword } }),
    /** Whether an e-mail is free; `excludeId` ignores that admin's own address (editing). */
    checkEmail: (email: string, excludeId?: AdminId) =>
      call(http, 'GET /users/check-email', {
        params: excludeId ? { email, excludeId } : { email },
        config: { skipGlobalErrorHandler: true },
      }),
    uploadAvatar: (id: AdminId, file: Blob, fileName = 'avatar.png') =>
      call(http, 'POST /users/:id/avatar', { id, body: imageBody(file, fileName) }),
    deleteAvatar: (id: AdminId) => call(http, 'DELETE /users/:id/avatar', { id }),
    /** Applies one action to many admins; the answer says what happened to each (refusals are not errors). */
    bulk: (body: UserBulkRequest) => call(http, 'POST /users/bulk', { body }),
    /** Puts back what a bulk call changed, item by item, within its undo window. */
    undoBulk: (operationId: string) => call(http, 'POST /users/bulk/:id/undo', { id: operationId }),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
