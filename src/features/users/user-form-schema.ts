import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from '@/api/types';
import { formatRole } from '@/lib/format-role';
import { t, textsReadWhenUsed, type MessageKey } from '@/lib/i18n';
import { validatePassword } from '@/lib/password-policy';

const USER_FORM_LIMITS = { fullName: 100, email: 254 } as const;

const USER_FORM_MESSAGE_KEYS = {
  fullNameRequired: 'users.validation.fullNameRequired',
  fullNameTooLong: 'users.validation.fullNameTooLong',
  emailRequired: 'users.validation.emailRequired',
  emailInvalid: 'users.validation.emailInvalid',
  emailTooLong: 'users.validation.emailTooLong',
  emailTaken: 'users.validation.emailTaken',
  emailConflict: 'users.validation.emailConflict',
  roleRequired: 'users.validation.roleRequired',
} as const satisfies Record<string, MessageKey>;

type UserFormMessage = keyof typeof USER_FORM_MESSAGE_KEYS;

/** The limit a message names, if any. */
const MESSAGE_LIMITS: Partial<Record<UserFormMessage, number>> = {
  fullNameTooLong: USER_FORM_LIMITS.fullName,
  emailTooLong: USER_FORM_LIMITS.email,
};

const messageText = (name: UserFormMessage) =>
  t(USER_FORM_MESSAGE_KEYS[name], { max: String(MESSAGE_LIMITS[name] ?? '') });

/** The user form's messages, each read in the language shown. */
export const USER_FORM_MESSAGES = textsReadWhenUsed(USER_FORM_MESSAGE_KEYS, messageText);

/** A zod message read when the check fails, so it follows the language. */
const message = (name: UserFormMessage) => ({ error: () => messageText(name) });

/** The role options of the form, as people read them ("Super Admin", …) in the language shown. */
export const USER_ROLE_OPTIONS: { readonly value: AdminRole; readonly label: string }[] = ADMIN_ROLES.map((value) => ({
  value,
  get label() {
    return formatRole(value);
  },
}));

/** A name as people type it: trimmed, required, at most 100 characters. */
const fullNameSchema = z
  .string()
  .trim()
  .min(1, message('fullNameRequired'))
  .max(USER_FORM_LIMITS.fullName, message('fullNameTooLong'));

/** An e-mail address: trimmed, required, valid, at most 254 characters. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, message('emailRequired'))
  .max(USER_FORM_LIMITS.email, message('emailTooLong'))
  .pipe(z.email(message('emailInvalid')));

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
    role: z.enum(ADMIN_ROLES, message('roleRequired')),
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
