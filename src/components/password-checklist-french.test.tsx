import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage, t } from '@/lib/i18n';
import { PASSWORD_MIN_LENGTH, passwordProblemKey } from '@/lib/password-policy';
import { system } from '@/theme/system';
import { PasswordChecklist } from './password-checklist';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

describe('the password policy in French', () => {
  it('lists the rules, met or not, in French', async () => {
    await setLanguage('fr');
    const { container } = render(
      <ChakraProvider value={system}>
        <PasswordChecklist password="abcdefghijkl" />
      </ChakraProvider>,
    );
    const list = screen.getByRole('list', { name: 'Exigences du mot de passe' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '✓Au moins 12 caractères(respectée)',
      '○Au moins une majuscule(non respectée)',
      '✓Au moins une minuscule(respectée)',
      '○Au moins un chiffre(non respectée)',
      '○Au moins un caractère spécial (!@#$%^&* etc.)(non respectée)',
    ]);
    expect(container.textContent).not.toMatch(CATALOGUE_KEY);
    expect(container.textContent).not.toMatch(/At least|met\)/);
  });

  it('gives the first problem in the language shown, English as the spec words it', async () => {
    const key = passwordProblemKey('short');
    expect(key && t(key, { min: PASSWORD_MIN_LENGTH })).toBe('Password must be at least 12 characters long');
    await setLanguage('fr');
    expect(key && t(key, { min: PASSWORD_MIN_LENGTH })).toBe('Le mot de passe doit contenir au moins 12 caractères');
    expect(passwordProblemKey('Abcdefghijk1!')).toBeNull();
  });
});
