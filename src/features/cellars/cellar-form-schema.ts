import { z } from 'zod';
import { CELLAR_LIMITS, CELLAR_VISIBILITIES, type Cellar } from '@/api/cellars';
import { t } from '@/lib/i18n';

const { nameMax, locationMax, capacityMin, capacityMax, temperatureMin, temperatureMax } = CELLAR_LIMITS;

/**
 * The same rules as `PUT /cellars/{id}` (contracts/README.md), so most mistakes are caught before
 * sending; its messages in the language shown (built when rendering or acting).
 */
export function cellarFormSchema() {
  const capacityRange = t('cellars.rules.capacityRange', { min: capacityMin, max: capacityMax });
  const temperatureRange = t('cellars.rules.temperatureRange', { min: temperatureMin, max: temperatureMax });
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('cellars.rules.nameRequired'))
      .max(nameMax, t('cellars.rules.nameTooLong', { max: nameMax })),
    location: z
      .string()
      .trim()
      .min(1, t('cellars.rules.locationRequired'))
      .max(locationMax, t('cellars.rules.locationTooLong', { max: locationMax })),
    country: z.string().regex(/^[A-Z]{2}$/, t('cellars.rules.countryRequired')),
    capacity: z
      .number({ error: t('cellars.rules.capacityRequired') })
      .int(t('cellars.rules.capacityWhole'))
      .min(capacityMin, capacityRange)
      .max(capacityMax, capacityRange),
    temperatureC: z
      .number({ error: t('cellars.rules.temperatureRequired') })
      .min(temperatureMin, temperatureRange)
      .max(temperatureMax, temperatureRange),
    visibility: z.enum(CELLAR_VISIBILITIES, t('cellars.rules.visibilityRequired')),
  });
}

export type CellarFormValues = z.output<ReturnType<typeof cellarFormSchema>>;
export type CellarFormInput = z.input<ReturnType<typeof cellarFormSchema>>;

/** The form's fields, in the order errors focus them. */
export const CELLAR_FORM_FIELDS = ['name', 'location', 'country', 'capacity', 'temperatureC', 'visibility'] as const;

export function cellarFormValues(cellar: Cellar): CellarFormValues {
  const { name, location, country, capacity, temperatureC, visibility } = cellar;
  return { name, location, country, capacity, temperatureC, visibility };
}
