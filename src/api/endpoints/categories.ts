import { categoryRequestSchema } from '@/api/requests/categories';
import { defineEndpoints, json, records } from './define';

/** The wine categories. */
export const CATEGORY_ENDPOINTS = defineEndpoints({
  'GET /categories': {
    tag: 'Categories',
    summary: 'List wine categories',
    access: 'wines.read',
    success: { status: 200, schema: 'wineCategoryListSchema', description: 'Every category, by name.' },
  },
  'POST /categories': {
    tag: 'Categories',
    summary: 'Create a wine category',
    access: 'categories.write',
    body: json('CategoryRequest', categoryRequestSchema),
    success: { status: 201, schema: 'wineCategorySchema', description: 'Created.' },
    errors: { 409: { description: 'The name is in use.', codes: ['CATEGORY_NAME_TAKEN'] } },
    audit: records('category.create', 'CATEGORY', 'created'),
  },
  'GET /categories/:id': {
    tag: 'Categories',
    summary: 'One wine category',
    access: 'wines.read',
    success: { status: 200, schema: 'wineCategorySchema', description: 'The category.' },
  },
  'PUT /categories/:id': {
    tag: 'Categories',
    summary: 'Rename a wine category',
    access: 'categories.write',
    body: json('CategoryRequest', categoryRequestSchema),
    success: { status: 200, schema: 'wineCategorySchema', description: 'Updated.' },
    errors: { 409: { description: 'The name is in use.', codes: ['CATEGORY_NAME_TAKEN'] } },
    audit: records('category.rename', 'CATEGORY'),
  },
  'DELETE /categories/:id': {
    tag: 'Categories',
    summary: 'Delete a wine category',
    access: 'categories.write',
    success: { status: 204, description: 'Deleted.' },
    errors: { 409: { description: 'Wines still use it.', codes: ['CATEGORY_IN_USE'] } },
    audit: records('category.delete', 'CATEGORY'),
  },
});
