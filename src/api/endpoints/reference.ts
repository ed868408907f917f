import { defineEndpoints, LIST_ERRORS } from './define';

/** Reference data, on the general API (`/api/v1`). */
export const REFERENCE_ENDPOINTS = defineEndpoints({
  'GET /reference/countries': {
    tag: 'Reference',
    summary: 'Wine countries',
    access: 'reference.read',
    api: 'general',
    success: { status: 200, schema: 'countryListSchema', description: 'By name.' },
  },
  'GET /reference/regions': {
    tag: 'Reference',
    summary: 'The wine regions of a country',
    access: 'reference.read',
    api: 'general',
    query: [
      {
        name: 'country',
        schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
        description: 'ISO 3166-1 alpha-2 code.',
        required: true,
      },
    ],
    success: {
      status: 200,
      schema: 'regionListSchema',
      description: 'By name; empty for a country without regions.',
    },
    errors: LIST_ERRORS,
  },
  'GET /reference/grapes': {
    tag: 'Reference',
    summary: 'Grape varieties',
    access: 'reference.read',
    api: 'general',
    query: [
      {
        name: 'search',
        schema: { type: 'string', maxLength: 100 },
        description: 'Part of the name, case-insensitive.',
      },
    ],
    success: { status: 200, schema: 'grapeVarietyListSchema', description: 'Matching varieties.' },
    errors: LIST_ERRORS,
  },
});
