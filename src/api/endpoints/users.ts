import { USER_LIST } from '@/api/lists/users';
import { adminCreateSchema, adminUpdateSchema, userBulkRequestSchema } from '@/api/requests/users';
import type { AuditAction, UserBulkAction } from '@/api/wire-enums';
import {
  BULK_ANSWER,
  BULK_BODY_ERRORS,
  BULK_UNDO_ANSWER,
  BULK_UNDO_ERRORS,
  defineEndpoints,
  json,
  LIST_ERRORS,
  listQuery,
  records,
  recordsBulk,
  recordsBulkUndo,
  type AuditEntry,
  type EndpointErrors,
} from './define';

export const DUPLICATE_EMAIL = {
  409: { description: 'The e-mail address belongs to another admin.', codes: ['EMAIL_TAKEN'] },
} as const satisfies EndpointErrors;

/** `admin.activate` or `admin.deactivate` when the update changes `active`, `admin.update` otherwise. */
const ADMIN_UPDATE_AUDIT: AuditEntry = {
  ...records('admin.update', 'ADMIN'),
  refine: (body, before) => {
    if (typeof body?.active !== 'boolean' || before?.active === undefined || body.active === before.active)
      return 'admin.update';
    return body.active ? 'admin.activate' : 'admin.deactivate';
  },
};

/** What one item of a bulk call records: the action of the single-item call that does the same. */
const USER_BULK_ITEM_ACTIONS: Record<UserBulkAction, AuditAction> = {
  DEACTIVATE: 'admin.deactivate',
  UNLOCK: 'admin.unlock',
  SET_ROLE: 'admin.update',
};

/** The administrators: list, one, create, update, deactivate, unlock, password reset, avatar, bulk. */
export const USER_ENDPOINTS = defineEndpoints({
  'GET /users': {
    tag: 'Users',
    summary: 'List admins',
    access: 'users.read',
    query: listQuery(USER_LIST),
    success: { status: 200, schema: 'adminPageSchema', description: 'A page of admins.' },
    errors: LIST_ERRORS,
  },
  'GET /users/check-email': {
    tag: 'Users',
    summary: 'Is an e-mail address free?',
    access: 'users.manage',
    query: [
      {
        name: 'email',
        schema: { type: 'string', maxLength: 254 },
        description: 'Compared trimmed and case-insensitively.',
        required: true,
      },
      {
        name: 'excludeId',
        schema: { type: 'string', minLength: 1 },
        description: 'An admin whose own address counts as free (when editing them).',
      },
    ],
    success: {
      status: 200,
      schema: 'emailAvailabilitySchema',
      description: 'The normalised address and whether it is free.',
    },
  },
  'GET /users/:id': {
    tag: 'Users',
    summary: 'One admin',
    access: 'users.read',
    success: { status: 200, schema: 'adminUserSchema', description: 'The admin.' },
  },
  'POST /users': {
    tag: 'Users',
    summary: 'Create an admin',
    access: 'users.manage',
    body: json('AdminCreateRequest', adminCreateSchema),
    success: { status: 201, schema: 'adminUserSchema', description: 'Created.' },
    errors: {
      ...DUPLICATE_EMAIL,
      403: { description: 'The role is above the caller’s own.', codes: ['ROLE_FORBIDDEN', 'ROLE_ABOVE_OWN'] },
    },
    audit: records('admin.create', 'ADMIN', 'created'),
  },
  'PUT /users/:id': {
    tag: 'Users',
    summary: 'Update an admin',
    description: 'Unknown fields, a password among them, are ignored.',
    access: 'users.manage',
    body: json('AdminUpdateRequest', adminUpdateSchema),
    success: { status: 200, schema: 'adminUserSchema', description: 'Updated.' },
    errors: {
      ...DUPLICATE_EMAIL,
      403: {
        description: 'A rule on the target refuses the change.',
        codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE', 'ROLE_ABOVE_OWN', 'SELF_ROLE_CHANGE', 'LAST_SUPER_ADMIN'],
      },
      409: {
        description: 'The e-mail belongs to another admin, or the caller would deactivate themself.',
        codes: ['EMAIL_TAKEN', 'SELF_DEACTIVATION'],
      },
    },
    audit: ADMIN_UPDATE_AUDIT,
  },
  'DELETE /users/:id': {
    tag: 'Users',
    summary: 'Deactivate an admin',
    description: 'The record stays (`active: false`); its sessions are revoked.',
    access: 'users.manage',
    success: { status: 204, description: 'Deactivated.' },
    errors: {
      403: {
        description: 'A rule on the target refuses it.',
        codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE', 'LAST_SUPER_ADMIN'],
      },
      409: { description: 'The caller cannot deactivate themself.', codes: ['SELF_DEACTIVATION'] },
    },
    audit: records('admin.deactivate', 'ADMIN'),
  },
  'POST /users/bulk': {
    tag: 'Users',
    summary: 'Deactivate, unlock or change the role of many admins',
    description: `The admins by \`ids\` or by the users list’s \`filter\`. Each follows the rules on a target of the single calls, the active super admins counted before each item; refused item codes: the rule’s (\`TARGET_ABOVE_ROLE\`, \`ROLE_ABOVE_OWN\`, \`LAST_SUPER_ADMIN\`, \`SELF_ROLE_CHANGE\`, \`SELF_DEACTIVATION\`), \`ADMIN_ALREADY_INACTIVE\`, \`ADMIN_NOT_LOCKED\`, \`ADMIN_ALREADY_HAS_ROLE\`, \`NOT_FOUND\`. ${BULK_ANSWER}`,
    access: 'users.manage',
    body: json('UserBulkRequest', userBulkRequestSchema),
    success: { status: 200, schema: 'bulkResultSchema', description: 'What happened to each admin.' },
    errors: BULK_BODY_ERRORS,
    audit: recordsBulk('ADMIN', USER_BULK_ITEM_ACTIONS, 'admin.update'),
  },
  'POST /users/bulk/:id/undo': {
    tag: 'Users',
    summary: 'Undo a bulk change of admins',
    description: `${BULK_UNDO_ANSWER} The rules on a target apply to the change back.`,
    access: 'users.manage',
    success: {
      status: 200,
      schema: 'bulkResultSchema',
      description: 'What happened to each admin the operation changed.',
    },
    errors: BULK_UNDO_ERRORS,
    audit: recordsBulkUndo('admin.undo', 'ADMIN'),
  },
  'POST /users/:id/unlock': {
    tag: 'Users',
    summary: 'Unlock an admin',
    access: 'users.manage',
    success: { status: 200, schema: 'adminUserSchema', description: 'Unlocked (also when it was not locked).' },
    errors: {
      403: { description: 'A rule on the target refuses it.', codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE'] },
    },
    audit: records('admin.unlock', 'ADMIN'),
  },
  'POST /users/:id/reset-password': {
    tag: 'Users',
    summary: 'Set another admin’s password',
    access: 'users.manage',
    query: [
      {
        name: 'newPassword',
        schema: { type: 'string', minLength: 1, maxLength: 128 },
        description: 'The new password; it must meet the password policy.',
        required: true,
      },
    ],
    success: { status: 204, description: 'Set; the admin’s sessions are revoked.' },
    errors: {
      403: {
        description: 'A rule on the target refuses it; the own password is changed from the profile.',
        codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE', 'OWN_PASSWORD_RESET'],
      },
      422: { description: 'The password does not meet the policy (`errors` on `newPassword`).' },
    },
    audit: records('admin.reset-password', 'ADMIN'),
  },
  'POST /users/:id/avatar': {
    tag: 'Users',
    summary: 'Upload an admin’s avatar',
    access: 'users.manage',
    body: 'image',
    success: { status: 200, schema: 'adminUserSchema', description: 'The admin with the new avatar.' },
    audit: records('admin.avatar-upload', 'ADMIN'),
  },
  'DELETE /users/:id/avatar': {
    tag: 'Users',
    summary: 'Remove an admin’s avatar',
    access: 'users.manage',
    success: { status: 204, description: 'Removed.' },
    audit: records('admin.avatar-remove', 'ADMIN'),
  },
});
