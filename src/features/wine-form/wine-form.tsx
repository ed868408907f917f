import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { shownFormFailure } from '@/api/error-catalogue';
import { FormButtons } from '@/components/form-buttons';
import { FormErrors } from '@/components/form-field';
import { LeaveGuard } from '@/components/leave-guard';
import { splitFieldErrors, type FormFailure } from '@/lib/form-failure';
import type { LoadRegions } from './use-regions';
import { WineDetailsSection } from './wine-details-section';
import type { LabelChange, WineFormData } from './wine-form-route';
import { WINE_FORM_FIELDS, wineFormSchema, type WineFormInput, type WineFormValues } from './wine-form-schema';
import { WineGrapesSection } from './wine-grapes-section';
import { WineIdentitySection } from './wine-identity-section';
import { WineLabelSection } from './wine-label-section';
import { WineLifecycleSection } from './wine-lifecycle-section';
import { t } from '@/lib/i18n';

export interface WineFormProps {
  /** The choices of the selects and autocompletes; `wine` is the wine being edited (null on create). */
  data: WineFormData;
  defaultValues: WineFormInput;
  pending: boolean;
  /** The last failed submission; a new object for each failure. */
  failure: FormFailure | null;
  loadRegions: LoadRegions;
  onSubmit: (values: WineFormValues, label: LabelChange) => void;
  cancelTo: string;
  now?: () => number;
}

/** Add or edit a wine, in sections; the label change is saved along with the wine. */
export function WineForm({
  data,
  defaultValues,
  pending,
  failure,
  loadRegions,
  onSubmit,
  cancelTo,
  now,
}: WineFormProps) {
  const schema = useMemo(() => wineFormSchema(now), [now]);
  const form = useForm<WineFormInput, unknown, WineFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const { handleSubmit, setError, getValues, formState } = form;
  const [label, setLabel] = useState<LabelChange>(null);
  const wine = data.wine;
  const editing = wine !== null;

  const serverErrors = useMemo(
    () => (failure ? serverErrorsOf(failure, getValues('grapes').length) : null),
    [failure, getValues],
  );
  useEffect(() => {
    if (!serverErrors) return;
    Object.entries(serverErrors.byField).forEach(([field, message], index) => {
      setError(field as (typeof WINE_FORM_FIELDS)[number], { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={editing ? t('wineForm.page.editTitle') : t('wineForm.page.addTitle')}
        onSubmit={(event) => void handleSubmit((values) => onSubmit(values, label))(event)}
      >
        <LeaveGuard when={formState.isDirty || label !== null} />
        <Stack gap="5" maxW="4xl">
          <FormErrors title={t('wineForm.errors.notSaved')} messages={serverErrors?.other ?? []} />
          <WineIdentitySection countries={data.countries} categories={data.categories} loadRegions={loadRegions} />
          <WineGrapesSection varieties={data.grapes} />
          <WineDetailsSection />
          <WineLabelSection
            currentUrl={wine?.labelImageUrl ?? null}
            change={label}
            onChange={setLabel}
            serverError={serverErrors?.label}
          />
          {wine && <WineLifecycleSection wine={wine} />}
          <FormButtons
            submitLabel={editing ? t('wineForm.buttons.save') : t('wineForm.page.addTitle')}
            pendingLabel={editing ? t('wineForm.buttons.saving') : t('wineForm.buttons.adding')}
            pending={pending}
            cancelTo={cancelTo}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Where each server error shows: under its field (grape rows included), a duplicate (409) on the
 * name, a refused image under the label, anything else above the form. A code the console knows
 * shows the catalogue's words (shownFormFailure).
 */
export function serverErrorsOf(sent: FormFailure, grapeRows: number) {
  const failure = shownFormFailure(sent);
  const rows = Array.from({ length: grapeRows }, (_, i) => [`grapes.${i}.variety`, `grapes.${i}.percentage`]).flat();
  const labelErrors = failure.fieldErrors.filter((e) => e.field === 'file' || e.field === 'labelImageUrl');
  const rest = failure.fieldErrors.filter((e) => !labelErrors.includes(e));
  const { byField, other } = splitFieldErrors<string>(rest, [...WINE_FORM_FIELDS, ...rows]);
  if (failure.status === 409 && failure.code === 'WINE_DUPLICATE')
    byField.name ??= failure.message ?? t('wineForm.errors.duplicate');
  else if (rest.length === 0 && labelErrors.length === 0 && failure.message) other.push(failure.message);
  else if (rest.length === 0 && labelErrors.length === 0) other.push(t('wineForm.errors.couldNotSave'));
  return { byField, other, label: labelErrors[0]?.message };
}
