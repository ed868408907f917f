import { WINE_LIST } from '@/api/lists/wines';
import { wineBulkRequestSchema, wineRequestSchema } from '@/api/requests/wines';
import type { AuditAction, WineBulkAction } from '@/api/wire-enums';
import {
  BULK_ANSWER,
  BULK_BODY_ERRORS,
  BULK_UNDO_ANSWER,
  BULK_UNDO_ERRORS,
  defineEndpoints,
  json,
  LIST_ERRORS,
  listQuery,
  records,
  recordsBulk,
  recordsBulkUndo,
} from './define';

/** What one item of a bulk call records: the action of the single-item call that does the same. */
const WINE_BULK_ITEM_ACTIONS: Record<WineBulkAction, AuditAction> = {
  PUBLISH: 'wine.publish',
  ARCHIVE: 'wine.archive',
  DELETE: 'wine.delete',
  SET_CATEGORY: 'wine.update',
};

/** The wines: list, one, create, update, delete, publish, archive, label, bulk. */
export const WINE_ENDPOINTS = defineEndpoints({
  'GET /wines': {
    tag: 'Wines',
    summary: 'List wines',
    access: 'wines.read',
    query: listQuery(WINE_LIST),
    success: { status: 200, schema: 'winePageSchema', description: 'A page of wines.' },
    errors: LIST_ERRORS,
  },
  'POST /wines': {
    tag: 'Wines',
    summary: 'Create a wine',
    description: 'Created as a draft.',
    access: 'wines.write',
    body: json('WineRequest', wineRequestSchema),
    success: { status: 201, schema: 'wineSchema', description: 'Created.' },
    errors: {
      409: { description: 'A wine with this name, producer and vintage exists.', codes: ['WINE_DUPLICATE'] },
      422: { description: 'A field is invalid, or the category does not exist.' },
    },
    audit: records('wine.create', 'WINE', 'created'),
  },
  'GET /wines/:id': {
    tag: 'Wines',
    summary: 'One wine',
    access: 'wines.read',
    success: { status: 200, schema: 'wineSchema', description: 'The wine.' },
  },
  'PUT /wines/:id': {
    tag: 'Wines',
    summary: 'Update a wine',
    access: 'wines.write',
    body: json('WineRequest', wineRequestSchema),
    success: { status: 200, schema: 'wineSchema', description: 'Updated.' },
    errors: { 409: { description: 'Another wine has this name, producer and vintage.', codes: ['WINE_DUPLICATE'] } },
    audit: records('wine.update', 'WINE'),
  },
  'DELETE /wines/:id': {
    tag: 'Wines',
    summary: 'Delete a wine',
    access: 'wines.write',
    success: { status: 204, description: 'Deleted.' },
    errors: { 409: { description: 'A cellar holds the wine.', codes: ['WINE_IN_CELLARS'] } },
    audit: records('wine.delete', 'WINE'),
  },
  'POST /wines/bulk': {
    tag: 'Wines',
    summary: 'Publish, archive, delete or move many wines',
    description: `The wines by \`ids\` or by the wines list’s \`filter\`. Each follows the rules of the single calls; refused item codes: \`WINE_ALREADY_PUBLISHED\`, \`WINE_ALREADY_ARCHIVED\`, \`WINE_IN_CELLARS\`, \`WINE_ALREADY_IN_CATEGORY\`, \`NOT_FOUND\`. ${BULK_ANSWER}`,
    access: 'wines.write',
    body: json('WineBulkRequest', wineBulkRequestSchema),
    success: { status: 200, schema: 'bulkResultSchema', description: 'What happened to each wine.' },
    errors: BULK_BODY_ERRORS,
    audit: recordsBulk('WINE', WINE_BULK_ITEM_ACTIONS, 'wine.update'),
  },
  'POST /wines/bulk/:id/undo': {
    tag: 'Wines',
    summary: 'Undo a bulk change of wines',
    description: BULK_UNDO_ANSWER,
    access: 'wines.write',
    success: {
      status: 200,
      schema: 'bulkResultSchema',
      description: 'What happened to each wine the operation changed.',
    },
    errors: BULK_UNDO_ERRORS,
    audit: recordsBulkUndo('wine.undo', 'WINE'),
  },
  'POST /wines/:id/publish': {
    tag: 'Wines',
    summary: 'Publish a wine',
    access: 'wines.write',
    success: { status: 200, schema: 'wineSchema', description: 'Published.' },
    errors: { 409: { description: 'Already published.', codes: ['WINE_ALREADY_PUBLISHED'] } },
    audit: records('wine.publish', 'WINE'),
  },
  'POST /wines/:id/archive': {
    tag: 'Wines',
    summary: 'Archive a wine',
    access: 'wines.write',
    success: { status: 200, schema: 'wineSchema', description: 'Archived.' },
    errors: { 409: { description: 'Already archived.', codes: ['WINE_ALREADY_ARCHIVED'] } },
    audit: records('wine.archive', 'WINE'),
  },
  'POST /wines/:id/label': {
    tag: 'Wines',
    summary: 'Upload a wine’s label image',
    access: 'wines.write',
    body: 'image',
    success: { status: 200, schema: 'wineSchema', description: 'The wine with its label.' },
    audit: records('wine.label-upload', 'WINE'),
  },
  'DELETE /wines/:id/label': {
    tag: 'Wines',
    summary: 'Remove a wine’s label image',
    access: 'wines.write',
    success: { status: 204, description: 'Removed.' },
    audit: records('wine.label-remove', 'WINE'),
  },
});
