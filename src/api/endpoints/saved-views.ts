import { savedViewCreateSchema, savedViewUpdateSchema } from '@/api/requests/saved-views';
import { SAVED_VIEW_LISTS } from '@/api/wire-enums';
import { defineEndpoints, json } from './define';

const VIEWS_RECORD_NOTHING = {
  none: 'a saved view is the admin’s own way of looking at a list; it changes no data',
};

/** An admin's saved views of the lists. */
export const SAVED_VIEW_ENDPOINTS = defineEndpoints({
  'GET /saved-views': {
    tag: 'Saved views',
    summary: 'The signed-in admin’s saved views',
    description: 'Only the caller’s own views, by name; `list` keeps those of one list.',
    access: 'profile.manage',
    query: [
      {
        name: 'list',
        schema: { type: 'string', enum: [...SAVED_VIEW_LISTS] },
        description: 'Only the views of this list.',
      },
    ],
    success: { status: 200, schema: 'savedViewListSchema', description: 'The caller’s views.' },
    errors: { 400: { description: 'An unknown `list`.' } },
  },
  'POST /saved-views': {
    tag: 'Saved views',
    summary: 'Save a view of a list',
    description:
      'The query is kept in the list’s canonical form: read as the console reads the list’s URL (unknown parameters and bad values dropped), without the page.',
    access: 'profile.manage',
    body: json('SavedViewCreateRequest', savedViewCreateSchema),
    success: { status: 201, schema: 'savedViewSchema', description: 'Saved; `Location` names it.' },
    errors: {
      409: {
        description: 'The caller has a view of this list with this name, or fifty views of it already.',
        codes: ['VIEW_NAME_TAKEN', 'VIEW_LIMIT'],
      },
    },
    audit: VIEWS_RECORD_NOTHING,
  },
  'GET /saved-views/:id': {
    tag: 'Saved views',
    summary: 'A saved view, by id',
    description: 'Any signed-in admin may open any view: a view is shared by its link, `/<list>?view=<id>`.',
    access: 'profile.manage',
    success: { status: 200, schema: 'savedViewSchema', description: 'The view.' },
    errors: { 404: { description: 'No such view.' } },
  },
  'PUT /saved-views/:id': {
    tag: 'Saved views',
    summary: 'Rename or change one’s own view',
    description: 'The view keeps its list.',
    access: 'profile.manage',
    body: json('SavedViewUpdateRequest', savedViewUpdateSchema),
    success: { status: 200, schema: 'savedViewSchema', description: 'Changed.' },
    errors: {
      403: { description: 'Another admin’s view.', codes: ['VIEW_NOT_OWNED'] },
      404: { description: 'No such view.' },
      409: { description: 'The name is taken.', codes: ['VIEW_NAME_TAKEN'] },
    },
    audit: VIEWS_RECORD_NOTHING,
  },
  'DELETE /saved-views/:id': {
    tag: 'Saved views',
    summary: 'Delete one’s own view',
    access: 'profile.manage',
    success: { status: 204, description: 'Deleted; its link opens the list as it is.' },
    errors: {
      403: { description: 'Another admin’s view.', codes: ['VIEW_NOT_OWNED'] },
      404: { description: 'No such view.' },
    },
    audit: VIEWS_RECORD_NOTHING,
  },
});
