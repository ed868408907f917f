import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './form-failure';
import { setLanguage } from './i18n';

describe('splitFieldErrors in French', () => {
  it('names a field the form lacks with French punctuation', async () => {
    await setLanguage('fr');
    const { other } = splitFieldErrors([{ field: 'nickname', message: 'Too long' }], ['email'] as const);
    expect(other).toEqual(['nickname\u202f: Too long']);
  });
});
