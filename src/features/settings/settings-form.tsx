import { Button, Fieldset, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { shownFormFailure } from '@/api/error-catalogue';
import type { SettingsRequest, SystemSettings } from '@/api/settings';
import { FormField } from '@/components/form-field';
import { splitFieldErrors } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/locale';
import { SETTINGS_LIMITS, type SettingsRequestValues } from '@/lib/settings-rules';
import type { SettingsResult } from './settings-action';
import { settingsFormSchema } from './settings-schema';

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
    resolver: zodResolver(settingsFormSchema),
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
    const { byField } = splitFieldErrors(shownFormFailure(result.failure).fieldErrors, FIELDS);
    FIELDS.filter((field) => byField[field]).forEach((field, index) =>
      setError(field, { type: 'server', message: byField[field] }, { shouldFocus: index === 0 }),
    );
  }, [result, reset, setError]);

  const readOnly = !canEditSecurity;
  const generalReadOnly = !canEditGeneral;
  return (
    <form noValidate aria-label={t('settings.form.label')} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="8" maxW="lg">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            {t('settings.general.title')}
          </Fieldset.Legend>
          <Fieldset.HelperText>
            {generalReadOnly ? t('settings.general.helpReadOnly') : t('settings.general.help')}
          </Fieldset.HelperText>
          <Fieldset.Content>
            <FormField
              label={t('settings.general.brandName')}
              required
              readOnly={generalReadOnly}
              error={errors.brandName?.message}
            >
              <Input maxLength={SETTINGS_LIMITS.brandName + 10} {...register('brandName')} />
            </FormField>
            <FormField
              label={t('settings.general.companyName')}
              required
              readOnly={generalReadOnly}
              error={errors.companyName?.message}
            >
              <Input {...register('companyName')} />
            </FormField>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            {t('settings.security.title')}
          </Fieldset.Legend>
          <Fieldset.HelperText>
            {readOnly ? t('settings.security.helpReadOnly') : t('settings.security.timing')}
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
                  <Switch.Label>{t('settings.security.enforceTwoFactor')}</Switch.Label>
                </Switch.Root>
              )}
            />
            <FormField
              label={t('settings.security.lockoutThreshold')}
              required
              readOnly={readOnly}
              error={errors.lockoutThreshold?.message}
              helper={t('settings.security.lockoutThresholdHelp', {
                min: String(LOCKOUT.min),
                max: String(LOCKOUT.max),
              })}
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
              label={t('settings.security.lockoutMinutes')}
              required
              readOnly={readOnly}
              error={errors.lockoutMinutes?.message}
              helper={t('settings.security.lockoutMinutesHelp', {
                min: String(LOCK_MINUTES.min),
                max: String(LOCK_MINUTES.max),
              })}
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
              label={t('settings.security.accessTokenMinutes')}
              required
              readOnly={readOnly}
              error={errors.accessTokenMinutes?.message}
              helper={t('settings.security.accessTokenMinutesHelp', {
                min: String(MINUTES.min),
                max: String(MINUTES.max),
              })}
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
              loadingText={t('settings.form.saving')}
              disabled={!isDirty && !pending}
            >
              {t('settings.form.save')}
            </Button>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('settings.form.lastChanged')}{' '}
            <time dateTime={settings.updatedAt}>{formatDateTime(settings.updatedAt)}</time>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
