import { Checkbox, Field, Input, Span, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { refusalText, shownFormFailure } from '@/api/error-catalogue';
import { assignableRoles } from '@/api/permissions';
import type { AdminId } from '@/api/types';
import { FormButtons } from '@/components/form-buttons';
import { FormErrors, FormField, SelectControl } from '@/components/form-field';
import { LeaveGuard } from '@/components/leave-guard';
import { formatRole } from '@/lib/format-role';
import { splitFieldErrors, type FormFailure } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { usePermissions } from '@/state/permissions';
import { useEmailAvailability, type CheckEmail } from './user-form-email-check';
import { UserFormPassword } from './user-form-password';
import {
  USER_FORM_FIELDS,
  USER_FORM_MESSAGES,
  USER_ROLE_OPTIONS,
  userFormSchema,
  type UserFormInput,
  type UserFormMode,
  type UserFormValues,
} from './user-form-schema';

export interface UserFormProps {
  mode: UserFormMode;
  /** The admin being edited: their own e-mail counts as available. */
  userId?: AdminId;
  defaultValues?: Partial<UserFormInput>;
  /** Whether a submission is in flight. */
  pending: boolean;
  /** The last failed submission; a new object for each failure. */
  failure?: FormFailure | null;
  checkEmail: CheckEmail;
  onSubmit: (values: UserFormValues) => void;
  /** Where Cancel goes (the users list). */
  cancelTo: string;
}

const EMPTY: UserFormInput = { fullName: '', email: '', role: 'VIEWER', active: true, password: '' };

/** Create or edit an admin: name, e-mail (checked as you type), role, active and, on create, a password. */
export function UserForm({
  mode,
  userId,
  defaultValues,
  pending,
  failure,
  checkEmail,
  onSubmit,
  cancelTo,
}: UserFormProps) {
  const schema = useMemo(() => userFormSchema(mode), [mode]);
  const initial = useMemo(() => ({ ...EMPTY, ...defaultValues }), [defaultValues]);
  // Only the roles the signed-in role may grant; nobody changes their own role or deactivates themself.
  const { actor } = usePermissions();
  const self = mode === 'edit' && userId !== undefined && userId === actor?.id;
  const roleOptions = useMemo(() => {
    const assignable = assignableRoles(actor?.role);
    return USER_ROLE_OPTIONS.filter((option) => assignable.includes(option.value));
  }, [actor?.role]);
  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm<
    UserFormInput,
    unknown,
    UserFormValues
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isDirty } = formState;
  const email = useWatch({ control, name: 'email' });
  const password = useWatch({ control, name: 'password' });
  const availability = useEmailAvailability(email, { checkEmail, excludeId: userId, initialEmail: initial.email });

  const serverErrors = useMemo(() => (failure ? serverErrorsOf(failure) : null), [failure]);
  useEffect(() => {
    if (!serverErrors) return;
    const fields = USER_FORM_FIELDS.filter((field) => serverErrors.byField[field]);
    fields.forEach((field, index) =>
      setError(field, { type: 'server', message: serverErrors.byField[field] }, { shouldFocus: index === 0 }),
    );
  }, [serverErrors, setError]);

  const otherErrors = serverErrors?.other ?? [];
  const emailError = errors.email?.message ?? (availability === 'taken' ? USER_FORM_MESSAGES.emailTaken : undefined);

  const submit = handleSubmit((values) => {
    if (availability === 'taken') {
      setFocus('email');
      return;
    }
    onSubmit(values);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={mode === 'create' ? t('users.form.createLabel') : t('users.form.editLabel')}
    >
      <LeaveGuard when={isDirty} />
      <Stack gap="5" maxW="xl">
        <FormErrors title={t('users.form.notSaved')} messages={otherErrors} />
        <FormField label={t('users.form.fullName')} required error={errors.fullName?.message}>
          <Input autoComplete="off" maxLength={200} {...register('fullName')} />
        </FormField>
        <FormField
          label={t('users.form.email')}
          required
          error={emailError}
          helper={
            availability === 'checking' ? (
              t('users.form.emailChecking')
            ) : availability === 'available' ? (
              <Span color="green.fg">{t('users.form.emailAvailable')}</Span>
            ) : undefined
          }
        >
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        {self ? (
          <FormField label={t('users.form.role')} helper={refusalText('SELF_ROLE_CHANGE')}>
            <Input readOnly value={formatRole(initial.role)} />
          </FormField>
        ) : (
          <FormField label={t('users.form.role')} required error={errors.role?.message}>
            <SelectControl options={roleOptions} {...register('role')} />
          </FormField>
        )}
        <Controller
          control={control}
          name="active"
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)}>
              <Checkbox.Root
                checked={field.value}
                disabled={self}
                onCheckedChange={({ checked }) => field.onChange(checked === true)}
                name={field.name}
              >
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t('users.form.active')}</Checkbox.Label>
              </Checkbox.Root>
              <Field.HelperText>
                {self ? refusalText('SELF_DEACTIVATION') : t('users.form.activeHelp')}
              </Field.HelperText>
              <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
        {mode === 'create' && (
          <UserFormPassword
            registration={register('password')}
            password={password}
            error={errors.password?.message}
            onGenerate={(generated) =>
              setValue('password', generated, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
            }
          />
        )}
        <FormButtons
          submitLabel={mode === 'create' ? t('users.form.create') : t('users.form.save')}
          pendingLabel={mode === 'create' ? t('users.form.creating') : t('users.form.saving')}
          pending={pending}
          cancelTo={cancelTo}
        />
      </Stack>
    </form>
  );
}

/**
 * Where each server error shows: field errors under their fields; a 409 on the e-mail (taken),
 * or on Active for a refused self-deactivation; anything else above the form. A code the console
 * knows shows the catalogue's words (shownFormFailure).
 */
function serverErrorsOf(sent: FormFailure) {
  const failure = shownFormFailure(sent);
  const { byField, other } = splitFieldErrors(failure.fieldErrors, USER_FORM_FIELDS);
  if (failure.status === 409 && !byField.email) {
    if (failure.code === 'SELF_DEACTIVATION') byField.active ??= failure.message ?? t('users.form.selfDeactivation');
    else if (!failure.code || failure.code === 'EMAIL_TAKEN')
      byField.email = failure.message ?? USER_FORM_MESSAGES.emailConflict;
    else if (failure.message) other.push(failure.message);
  }
  return { byField, other };
}
