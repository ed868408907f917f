import { Button, Fieldset, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SettingsRequest, SystemSettings } from '@/api/settings';
import { FormField } from '@/components/form-field';
import { splitFieldErrors } from '@/lib/form-failure';
import { formatDateTime } from '@/lib/locale';
import { SETTINGS_LIMITS, settingsRequestSchema, type SettingsRequestValues } from '@/lib/settings-rules';
import type { SettingsResult } from './settings-action';

const FIELDS = [
  'brandName',
  'companyName',
  'enforceTwoFactor',
  'lockoutThreshold',
  'lockoutMinutes',
  'accessTokenMinutes',
] as const;
const { lockoutThreshold: LOCKOUT, lockoutMinutes: LOCK_MINUTES, accessTokenMinutes: MINUTES } = SETTINGS_LIMITS;

export interface SettingsFormProps {
  settings: SystemSettings;
  /** Roles with settings.write change the General section; others see the whole form read-only. */
  canEditGeneral: boolean;
  /** Only a SUPER_ADMIN (settings.security) changes the Security section; others see it read-only. */
  canEditSecurity: boolean;
  pending: boolean;
  result?: SettingsResult | null | undefined;
  onSubmit: (values: SettingsRequestValues) => void;
}

const valuesOf = ({
  brandName,
  companyName,
  enforceTwoFactor,
  lockoutThreshold,
  lockoutMinutes,
  accessTokenMinutes,
}: SystemSettings): SettingsRequest => ({
  brandName,
  companyName,
  enforceTwoFactor,
  lockoutThreshold,
  lockoutMinutes,
  accessTokenMinutes,
});

/** General and Security settings in one form; server errors land on their fields. */
/** When each security setting takes effect, as the server applies them. */
const SECURITY_TIMING =
  "They apply to every admin: two-factor enforcement from each admin's next sign-in, the lockout threshold and duration at once, a new token lifetime from each session's next renewal.";

export function SettingsForm({
  settings,
  canEditGeneral,
  canEditSecurity,
  pending,
  result,
  onSubmit,
}: SettingsFormProps) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    SettingsRequest,
    unknown,
    SettingsRequestValues
  >({
    resolver: zodResolver(settingsRequestSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(settings),
  });
  const { errors, isDirty } = formState;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      reset(valuesOf(result.settings));
      return;
    }
    const { byField } = splitFieldErrors(result.failure.fieldErrors, FIELDS);
    FIELDS.filter((field) => byField[field]).forEach((field, index) =>
      setError(field, { type: 'server', message: byField[field] }, { shouldFocus: index === 0 }),
    );
  }, [result, reset, setError]);

  const readOnly = !canEditSecurity;
  const generalReadOnly = !canEditGeneral;
  return (
    <form noValidate aria-label="System settings" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="8" maxW="lg">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            General
          </Fieldset.Legend>
          <Fieldset.HelperText>
            The brand shows in the sidebar and the page titles, the company in the footer.
            {generalReadOnly && ' Only a super admin or an admin can change them.'}
          </Fieldset.HelperText>
          <Fieldset.Content>
            <FormField label="Brand name" required readOnly={generalReadOnly} error={errors.brandName?.message}>
              <Input maxLength={SETTINGS_LIMITS.brandName + 10} {...register('brandName')} />
            </FormField>
            <FormField label="Company name" required readOnly={generalReadOnly} error={errors.companyName?.message}>
              <Input {...register('companyName')} />
            </FormField>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            Security
          </Fieldset.Legend>
          <Fieldset.HelperText>
            {readOnly ? 'Only a super admin can change the security settings. You can see them here.' : SECURITY_TIMING}
          </Fieldset.HelperText>
          <Fieldset.Content>
            <Controller
              control={control}
              name="enforceTwoFactor"
              render={({ field }) => (
                <Switch.Root
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked)}
                  readOnly={readOnly}
                  colorPalette="wine"
                >
                  <Switch.HiddenInput name={field.name} onBlur={field.onBlur} aria-readonly={readOnly || undefined} />
                  <Switch.Control />
                  <Switch.Label>Enforce two-factor authentication for all admins</Switch.Label>
                </Switch.Root>
              )}
            />
            <FormField
              label="Lockout threshold"
              required
              readOnly={readOnly}
              error={errors.lockoutThreshold?.message}
              helper={`Failed sign-ins in a row that lock an account (${LOCKOUT.min}–${LOCKOUT.max}).`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={LOCKOUT.min}
                max={LOCKOUT.max}
                {...register('lockoutThreshold', { valueAsNumber: true })}
              />
            </FormField>
            <FormField
              label="Lockout duration (minutes)"
              required
              readOnly={readOnly}
              error={errors.lockoutMinutes?.message}
              helper={`How long a locked account stays locked before it unlocks by itself; an admin can unlock it sooner (${LOCK_MINUTES.min}–${LOCK_MINUTES.max}).`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={LOCK_MINUTES.min}
                max={LOCK_MINUTES.max}
                {...register('lockoutMinutes', { valueAsNumber: true })}
              />
            </FormField>
            <FormField
              label="Access token lifetime (minutes)"
              required
              readOnly={readOnly}
              error={errors.accessTokenMinutes?.message}
              helper={`How long a sign-in works before it is silently renewed (${MINUTES.min}–${MINUTES.max}).`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={MINUTES.min}
                max={MINUTES.max}
                {...register('accessTokenMinutes', { valueAsNumber: true })}
              />
            </FormField>
          </Fieldset.Content>
        </Fieldset.Root>

        <Stack direction="row" align="center" gap="4">
          {canEditGeneral && (
            <Button
              type="submit"
              colorPalette="wine"
              loading={pending}
              loadingText="Saving…"
              disabled={!isDirty && !pending}
            >
              Save settings
            </Button>
          )}
          <Text fontSize="sm" color="fg.muted">
            Last changed <time dateTime={settings.updatedAt}>{formatDateTime(settings.updatedAt)}</time>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
