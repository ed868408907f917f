import { describe, expect, it } from 'vitest';
import type { FormFailure } from '@/lib/form-failure';
import { serverErrorsOf } from './wine-form';

const failure = (patch: Partial<FormFailure>): FormFailure => ({
  status: 422,
  message: 'Validation failed',
  code: null,
  fieldErrors: [],
  ...patch,
});

describe('serverErrorsOf (where a server error shows on the wine form)', () => {
  it('puts 422 entries under their fields, nested grape rows and the drinking window included', () => {
    const result = serverErrorsOf(
      failure({
        fieldErrors: [
          { field: 'grapes', message: 'Grape percentages must add up to at most 100' },
          { field: 'grapes.1.percentage', message: 'Percentage must be from 0 to 100' },
          { field: 'drinkUntil', message: 'Drink until must not be before drink from' },
          { field: 'price.currency', message: 'Currency must be a three-letter ISO code' },
          { field: 'categoryId', message: 'Choose an existing category' },
        ],
      }),
      2,
    );
    expect(result.byField).toEqual({
      grapes: 'Grape percentages must add up to at most 100',
      'grapes.1.percentage': 'Percentage must be from 0 to 100',
      drinkUntil: 'Drink until must not be before drink from',
      'price.currency': 'Currency must be a three-letter ISO code',
      categoryId: 'Choose an existing category',
    });
    expect(result.other).toEqual([]);
  });

  it('puts the 409 WINE_DUPLICATE on the name', () => {
    const message = 'A wine with this producer, name, vintage and bottle size already exists';
    expect(
      serverErrorsOf(failure({ status: 409, code: 'WINE_DUPLICATE', message, fieldErrors: [] }), 0).byField,
    ).toEqual({ name: message });
    expect(
      serverErrorsOf(
        failure({ status: 409, code: 'WINE_DUPLICATE', message, fieldErrors: [{ field: 'name', message }] }),
        0,
      ).byField,
    ).toEqual({ name: message });
  });

  it('shows a refused label image under the label, not above the form', () => {
    const result = serverErrorsOf(
      failure({ fieldErrors: [{ field: 'file', message: 'The image must be a PNG, JPEG or WebP file' }] }),
      0,
    );
    expect(result).toEqual({ byField: {}, other: [], label: 'The image must be a PNG, JPEG or WebP file' });
  });

  it('lists a field the form does not have, a grape row it no longer has, or a bare failure above the form', () => {
    expect(
      serverErrorsOf(failure({ fieldErrors: [{ field: 'body', message: 'Request body is required' }] }), 0).other,
    ).toEqual(['body: Request body is required']);
    expect(
      serverErrorsOf(failure({ fieldErrors: [{ field: 'grapes.3.variety', message: 'Grape variety is required' }] }), 2)
        .other,
    ).toEqual(['grapes.3.variety: Grape variety is required']);
    expect(serverErrorsOf(failure({ status: 0, message: null }), 0).other).toEqual([
      'The wine could not be saved. Try again.',
    ]);
    expect(serverErrorsOf(failure({ status: 500, message: 'An unexpected error occurred.' }), 0).other).toEqual([
      'An unexpected error occurred.',
    ]);
  });
});
