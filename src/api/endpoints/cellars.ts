import { CELLAR_LIST, INVENTORY_LIST } from '@/api/lists/cellars';
import { cellarUpdateSchema } from '@/api/requests/cellars';
import { defineEndpoints, json, LIST_ERRORS, listQuery, records } from './define';

/** The members' cellars: list, one, inventory, metadata, archive. */
export const CELLAR_ENDPOINTS = defineEndpoints({
  'GET /cellars': {
    tag: 'Cellars',
    summary: 'List cellars',
    access: 'cellars.read',
    query: listQuery(CELLAR_LIST),
    success: { status: 200, schema: 'cellarPageSchema', description: 'A page of cellars.' },
    errors: LIST_ERRORS,
  },
  'GET /cellars/:id': {
    tag: 'Cellars',
    summary: 'One cellar',
    access: 'cellars.read',
    success: { status: 200, schema: 'cellarSchema', description: 'The cellar.' },
  },
  'GET /cellars/:id/inventory': {
    tag: 'Cellars',
    summary: 'A cellar’s inventory',
    access: 'cellars.read',
    query: listQuery(INVENTORY_LIST),
    success: { status: 200, schema: 'inventoryPageSchema', description: 'A page of inventory lines.' },
    errors: LIST_ERRORS,
  },
  'PUT /cellars/:id': {
    tag: 'Cellars',
    summary: 'Update a cellar',
    access: 'cellars.write',
    body: json('CellarUpdateRequest', cellarUpdateSchema),
    success: { status: 200, schema: 'cellarSchema', description: 'Updated.' },
    errors: {
      409: {
        description: 'The capacity is below the bottles held, or the cellar is archived.',
        codes: ['CAPACITY_BELOW_BOTTLES', 'CELLAR_ARCHIVED'],
      },
    },
    audit: records('cellar.update', 'CELLAR'),
  },
  'POST /cellars/:id/archive': {
    tag: 'Cellars',
    summary: 'Archive a cellar',
    access: 'cellars.write',
    success: { status: 200, schema: 'cellarSchema', description: 'Archived.' },
    errors: { 409: { description: 'Already archived.', codes: ['CELLAR_ALREADY_ARCHIVED'] } },
    audit: records('cellar.archive', 'CELLAR'),
  },
});
