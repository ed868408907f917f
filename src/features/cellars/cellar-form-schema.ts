import { z } from 'zod';
import { CELLAR_LIMITS, CELLAR_VISIBILITIES, type Cellar } from '@/api/cellars';

const { nameMax, locationMax, capacityMin, capacityMax, temperatureMin, temperatureMax } = CELLAR_LIMITS;

/** The same rules as `PUT /cellars/{id}` (contracts/README.md), so most mistakes are caught before sending. */
export const cellarFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(nameMax, `Name must be at most ${nameMax} characters`),
  location: z
    .string()
    .trim()
    .min(1, 'Location is required')
    .max(locationMax, `Location must be at most ${locationMax} characters`),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
  capacity: z
    .number({ error: 'Capacity is required' })
    .int('Capacity must be a whole number of bottles')
    .min(capacityMin, `Capacity must be from ${capacityMin} to ${capacityMax} bottles`)
    .max(capacityMax, `Capacity must be from ${capacityMin} to ${capacityMax} bottles`),
  temperatureC: z
    .number({ error: 'Temperature is required' })
    .min(temperatureMin, `Temperature must be from ${temperatureMin} to ${temperatureMax} °C`)
    .max(temperatureMax, `Temperature must be from ${temperatureMin} to ${temperatureMax} °C`),
  visibility: z.enum(CELLAR_VISIBILITIES, 'Choose a visibility'),
});

export type CellarFormValues = z.output<typeof cellarFormSchema>;
export type CellarFormInput = z.input<typeof cellarFormSchema>;

/** The form's fields, in the order errors focus them. */
export const CELLAR_FORM_FIELDS = ['name', 'location', 'country', 'capacity', 'temperatureC', 'visibility'] as const;

export function cellarFormValues(cellar: Cellar): CellarFormValues {
  const { name, location, country, capacity, temperatureC, visibility } = cellar;
  return { name, location, country, capacity, temperatureC, visibility };
}
