import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { shownFormFailure } from '@/api/error-catalogue';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from '@/components/password-field';
import { splitFieldErrors } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import type { ProfileResult } from './profile-action';
import { PASSWORD_CHANGE_FIELDS, passwordChangeSchema, type PasswordChangeValues } from './profile-schema';

export interface ProfilePasswordFormProps {
  pending: boolean;
  /** The last answer of the profile action for this form. */
  result?: ProfileResult | null | undefined;
  onSubmit: (values: PasswordChangeValues) => void;
}

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, a new one with the live checklist, and a confirmation. Cleared once changed. */
export function ProfilePasswordForm({ pending, result, onSubmit }: ProfilePasswordFormProps) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const newPassword = useWatch({ control, name: 'newPassword' });

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      reset(EMPTY);
      return;
    }
    const { byField } = splitFieldErrors(shownFormFailure(result.failure).fieldErrors, PASSWORD_CHANGE_FIELDS);
    PASSWORD_CHANGE_FIELDS.filter((field) => byField[field]).forEach((field, index) =>
      setError(field, { type: 'server', message: byField[field] }, { shouldFocus: index === 0 }),
    );
  }, [result, reset, setError]);

  return (
    <form
      noValidate
      aria-label={t('profile.password.formLabel')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <Stack gap="4" maxW="md">
        <PasswordField
          label={t('profile.password.current')}
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('profile.password.new')}
          required
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        >
          <PasswordChecklist password={newPassword} />
        </PasswordField>
        <PasswordField
          label={t('profile.password.confirm')}
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          colorPalette="wine"
          alignSelf="start"
          loading={pending}
          loadingText={t('profile.password.changing')}
        >
          {t('profile.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
