import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { CELLAR_LIMITS, CELLAR_VISIBILITIES, type Cellar } from '@/api/cellars';
import { shownFormFailure } from '@/api/error-catalogue';
import type { Country } from '@/api/reference';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrors, FormField, SelectControl } from '@/components/form-field';
import { splitFieldErrors } from '@/lib/form-failure';
import type { CellarDetailActionResult } from './cellar-detail-action';
import { cellarVisibilityLabel } from './cellar-format';
import {
  CELLAR_FORM_FIELDS,
  cellarFormSchema,
  cellarFormValues,
  type CellarFormInput,
  type CellarFormValues,
} from './cellar-form-schema';
import { t } from '@/lib/i18n';
import { countryName } from '@/lib/locale';

const FORM_ID = 'cellar-edit-form';

export interface CellarEditDialogProps {
  cellar: Cellar;
  countries: readonly Country[];
  open: boolean;
  onClose: () => void;
}

/** "Edit details": the cellar's metadata in a dialog; server errors land on their fields, the rest above them. */
export function CellarEditDialog({ cellar, countries, open, onClose }: CellarEditDialogProps) {
  const fetcher = useFetcher<CellarDetailActionResult>({ key: 'cellar-edit' });
  const pending = fetcher.state !== 'idle';
  const schema = useMemo(() => cellarFormSchema(), []);
  const { register, handleSubmit, setError, reset, formState } = useForm<CellarFormInput, unknown, CellarFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: cellarFormValues(cellar),
  });
  const { errors } = formState;
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (open) reset(cellarFormValues(cellar));
  }, [open, cellar, reset]);

  const result = fetcher.data;
  // The failure in the console's words: a code it knows in the catalogue's text (shownFormFailure).
  const failure = useMemo(() => (result && !result.ok ? shownFormFailure(result.failure) : null), [result]);
  const serverErrors = useMemo(
    () => (failure ? splitFieldErrors(failure.fieldErrors, CELLAR_FORM_FIELDS) : null),
    [failure],
  );
  useEffect(() => {
    if (!result || handled.current === result || fetcher.state !== 'idle') return;
    handled.current = result;
    if (result.ok) {
      onClose();
      return;
    }
    const fields = CELLAR_FORM_FIELDS.filter((field) => serverErrors?.byField[field]);
    fields.forEach((field, index) =>
      setError(field, { type: 'server', message: serverErrors?.byField[field] }, { shouldFocus: index === 0 }),
    );
  }, [result, fetcher.state, serverErrors, setError, onClose]);

  // A refusal without field errors (e.g. an archived cellar) shows its message.
  const other =
    !failure || !serverErrors
      ? []
      : serverErrors.other.length > 0 || Object.keys(serverErrors.byField).length > 0
        ? serverErrors.other
        : [failure.message ?? t('cellars.edit.refused')];
  const known = countries.some((c) => c.code === cellar.country)
    ? countries
    : [...countries, { code: cellar.country, name: cellar.country }];
  const countryOptions = known.map((c) => ({ value: c.code, label: countryName(c) }));
  const submit = handleSubmit(
    (values) => void fetcher.submit({ intent: 'update', values }, { method: 'post', encType: 'application/json' }),
  );

  return (
    <ConfirmDialog
      role="dialog"
      lazyMount
      unmountOnExit
      open={open}
      onCancel={onClose}
      title={t('cellars.edit.title')}
      confirmLabel={t('cellars.edit.save')}
      confirmColorPalette="wine"
      pending={pending}
      pendingLabel={t('cellars.edit.saving')}
      form={FORM_ID}
      closable
    >
      <form id={FORM_ID} noValidate aria-label={t('cellars.edit.title')} onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <FormErrors title={t('cellars.edit.notSaved')} messages={other} />
          <FormField label={t('cellars.fields.name')} required error={errors.name?.message}>
            <Input autoComplete="off" maxLength={CELLAR_LIMITS.nameMax * 2} {...register('name')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('cellars.fields.location')} required error={errors.location?.message}>
              <Input autoComplete="off" {...register('location')} />
            </FormField>
            <FormField label={t('cellars.fields.country')} required error={errors.country?.message}>
              <SelectControl options={countryOptions} {...register('country')} />
            </FormField>
            <FormField
              label={t('cellars.edit.capacity')}
              required
              error={errors.capacity?.message}
              helper={t('cellars.edit.capacityHelper', { count: cellar.bottles })}
            >
              <Input type="number" inputMode="numeric" step={1} {...register('capacity', { valueAsNumber: true })} />
            </FormField>
            <FormField label={t('cellars.edit.temperature')} required error={errors.temperatureC?.message}>
              <Input
                type="number"
                inputMode="decimal"
                step={0.5}
                {...register('temperatureC', { valueAsNumber: true })}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('cellars.fields.visibility')} required error={errors.visibility?.message}>
            <SelectControl
              options={CELLAR_VISIBILITIES.map((v) => ({ value: v, label: cellarVisibilityLabel(v) }))}
              {...register('visibility')}
            />
          </FormField>
        </Stack>
      </form>
    </ConfirmDialog>
  );
}
