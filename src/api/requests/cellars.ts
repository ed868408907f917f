import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { CELLAR_LIMITS } from '@/lib/cellar-limits';
import { requiredText as text } from '@/lib/text-rule';
import { CELLAR_VISIBILITIES } from '@/api/wire-enums';
import { countryCodeSchema } from '@/api/requests/country-code';

const { nameMax, locationMax, capacityMin, capacityMax, temperatureMin, temperatureMax } = CELLAR_LIMITS;

/**
 * `PUT /cellars/{id}`: the metadata an administrator may change. Capacity against the bottles held is
 * the handler's check. Built on first use.
 */
export const cellarUpdateSchema = lazy(() =>
  z.object({
    name: text('Name', nameMax),
    location: text('Location', locationMax),
    country: countryCodeSchema(),
    capacity: z
      .number({ error: (issue) => (issue.input === undefined ? 'Capacity is required' : 'Capacity must be a number') })
      .int('Capacity must be a whole number of bottles')
      .min(capacityMin, `Capacity must be from ${capacityMin} to ${capacityMax} bottles`)
      .max(capacityMax, `Capacity must be from ${capacityMin} to ${capacityMax} bottles`),
    temperatureC: z
      .number({
        error: (issue) => (issue.input === undefined ? 'Temperature is required' : 'Temperature must be a number'),
      })
      .min(temperatureMin, `Temperature must be from ${temperatureMin} to ${temperatureMax} °C`)
      .max(temperatureMax, `Temperature must be from ${temperatureMin} to ${temperatureMax} °C`)
      .transform((t) => Math.round(t * 10) / 10),
    visibility: z.enum(CELLAR_VISIBILITIES, {
      error: (issue) =>
        issue.input === undefined
          ? 'Visibility is required'
          : `Visibility must be one of ${CELLAR_VISIBILITIES.join(', ')}`,
    }),
  }),
);
