import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { shownFormFailure } from '@/api/error-catalogue';
import { FormField } from '@/components/form-field';
import { splitFieldErrors } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import type { ProfileResult } from './profile-action';
import {
  PROFILE_DETAILS_FIELDS,
  PROFILE_MESSAGES,
  profileDetailsSchema,
  type ProfileDetailsInput,
  type ProfileDetailsValues,
} from './profile-schema';

export interface ProfileDetailsFormProps {
  /** The saved name and e-mail. */
  user: ProfileDetailsInput;
  pending: boolean;
  /** The last answer of the profile action for this form. */
  result?: ProfileResult | null | undefined;
  onSubmit: (values: ProfileDetailsValues) => void;
}

/** Own full name and e-mail; server errors land on their fields, a 409 on the e-mail. */
export function ProfileDetailsForm({ user, pending, result, onSubmit }: ProfileDetailsFormProps) {
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<
    ProfileDetailsInput,
    unknown,
    ProfileDetailsValues
  >({
    resolver: zodResolver(profileDetailsSchema),
    mode: 'onTouched',
    defaultValues: { fullName: user.fullName, email: user.email },
  });
  const { errors, isDirty } = formState;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      reset(getValues());
      return;
    }
    const failure = shownFormFailure(result.failure);
    const { byField } = splitFieldErrors(failure.fieldErrors, PROFILE_DETAILS_FIELDS);
    if (failure.status === 409) byField.email ??= failure.message ?? PROFILE_MESSAGES.emailConflict;
    PROFILE_DETAILS_FIELDS.filter((field) => byField[field]).forEach((field, index) =>
      setError(field, { type: 'server', message: byField[field] }, { shouldFocus: index === 0 }),
    );
  }, [result, reset, getValues, setError]);

  return (
    <form noValidate aria-label={t('profile.details.title')} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="4" maxW="md">
        <FormField label={t('profile.details.fullName')} required error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={t('profile.details.email')} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button
          type="submit"
          colorPalette="wine"
          alignSelf="start"
          loading={pending}
          loadingText={t('profile.details.saving')}
          disabled={!isDirty && !pending}
        >
          {t('profile.details.save')}
        </Button>
      </Stack>
    </form>
  );
}
