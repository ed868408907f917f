import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { validatePassword } from '@/lib/password-policy';
import { USER_LIST } from '@/api/lists/users';
import { ADMIN_ROLES, USER_BULK_ACTIONS } from '@/api/wire-enums';
import { emailField, fullNameField } from '@/api/requests/auth';
import { bulkActionField, bulkFilterField, bulkIdsField } from '@/api/requests/bulk';

// Each schema is built on its first use (`lazy`), as the auth ones (ADR 0025).

const MAX_PASSWORD_LENGTH = 128;

/** A new password: the password policy's first failing message (docs/product-spec.md#5-validation-rules), or a length cap beyond it. */
export const newPasswordField = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be a string') })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .superRefine((password, context) => {
      const message = validatePassword(password);
      if (message) context.addIssue({ code: 'custom', message });
    }),
);

const roleField = lazy(() =>
  z.enum(ADMIN_ROLES, {
    error: (issue) =>
      issue.input === undefined ? 'Role is required' : `Role must be one of ${ADMIN_ROLES.join(', ')}`,
  }),
);

/** The body of `PUT /users/{id}`; unknown fields (a password, say) are ignored as elsewhere. */
export const adminUpdateSchema = lazy(() =>
  z.object({
    fullName: fullNameField(),
    email: emailField(),
    role: roleField(),
    active: z.boolean({
      error: (issue) => (issue.input === undefined ? 'Active is required' : 'Active must be true or false'),
    }),
  }),
);

export const adminCreateSchema = lazy(() => adminUpdateSchema().extend({ password: newPasswordField() }));

/** The query of `GET /users/check-email`. */
export const emailCheckSchema = lazy(() =>
  z.object({
    email: emailField(),
    excludeId: z.string().min(1, 'Exclude id must not be empty').optional(),
  }),
);

/**
 * `POST /users/bulk`: the action, its role for `SET_ROLE`, and the admins by `ids` or by the users
 * list's `filter`. Which of `ids` and `filter` is given and the filter's values are checked by the
 * handler, against the list's own rules.
 */
export const userBulkRequestSchema = lazy(() =>
  z.object({
    action: bulkActionField(USER_BULK_ACTIONS),
    role: roleField().optional().describe('The role `SET_ROLE` gives (required for it, ignored otherwise).'),
    ids: bulkIdsField.optional(),
    filter: bulkFilterField(USER_LIST).optional(),
  }),
);

export type ParsedUserBulkRequest = z.output<ReturnType<typeof userBulkRequestSchema>>;
