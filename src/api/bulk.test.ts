import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format-count';
import { BULK_MAX_ITEMS, BULK_MAX_ITEMS_TEXT } from './bulk';

describe('BULK_MAX_ITEMS_TEXT', () => {
  it('is the limit as formatCount writes it', () => {
    expect(BULK_MAX_ITEMS_TEXT).toBe(formatCount(BULK_MAX_ITEMS));
  });
});
