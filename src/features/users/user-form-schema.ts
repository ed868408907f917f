import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from '@/api/types';
import { formatRole } from '@/lib/format-role';
import { validatePassword } from '@/lib/password-policy';

const USER_FORM_LIMITS = { fullName: 100, email: 254 } as const;

export const USER_FORM_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${USER_FORM_LIMITS.fullName} characters`,
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  emailTooLong: `E-mail must be at most ${USER_FORM_LIMITS.email} characters`,
  emailTaken: 'This e-mail is already in use',
  emailConflict: 'An admin with this e-mail already exists',
  roleRequired: 'Choose a role',
} as const;

/** The role options of the form, as people read them ("Super Admin", …). */
export const USER_ROLE_OPTIONS: { value: AdminRole; label: string }[] = ADMIN_ROLES.map((value) => ({
  value,
  label: formatRole(value),
}));

/** A name as people type it: trimmed, required, at most 100 characters. */
const fullNameSchema = z
  .string()
  .trim()
  .min(1, USER_FORM_MESSAGES.fullNameRequired)
  .max(USER_FORM_LIMITS.fullName, USER_FORM_MESSAGES.fullNameTooLong);

/** An e-mail address: trimmed, required, valid, at most 254 characters. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, USER_FORM_MESSAGES.emailRequired)
  .max(USER_FORM_LIMITS.email, USER_FORM_MESSAGES.emailTooLong)
  .pipe(z.email(USER_FORM_MESSAGES.emailInvalid));

/** A new password: the first failing message of the password policy (docs/product-spec.md#5-validation-rules) is the error. */
const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const message = validatePassword(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

export type UserFormMode = 'create' | 'edit';

/** The admin create (with a password) or edit (without) form. */
export function userFormSchema(mode: UserFormMode) {
  return z.object({
    fullName: fullNameSchema,
    email: emailSchema,
    role: z.enum(ADMIN_ROLES, USER_FORM_MESSAGES.roleRequired),
    active: z.boolean(),
    // On edit the password is not part of the form; it stays empty and is never sent.
    password: mode === 'create' ? newPasswordSchema : z.string(),
  });
}

export type UserFormSchema = ReturnType<typeof userFormSchema>;
export type UserFormInput = z.input<UserFormSchema>;
export type UserFormValues = z.output<UserFormSchema>;

/** The form's fields, which are also the API's field names for server errors. */
export const USER_FORM_FIELDS = ['fullName', 'email', 'role', 'active', 'password'] as const;
