import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Vinotheca:ada@vinotheca.test?secret=JBSWY3DPEHPK3PXP',
  accountName: 'ada@vinotheca.test',
  issuer: 'Vinotheca',
};

describe('the two-factor setup panel in French', () => {
  it('explains the steps and checks the code in French', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const onVerify = vi.fn();
    const { container } = render(
      <ChakraProvider value={system}>
        <TwoFactorSetupPanel
          setup={SETUP}
          qrDataUrl="data:image/png;base64,"
          pending={false}
          error={null}
          onVerify={onVerify}
        />
      </ChakraProvider>,
    );
    expect(container.textContent).toContain('Scannez le QR code, ou saisissez la clé secrète à la main.');
    expect(screen.getByRole('img').getAttribute('alt')).toBe(
      'QR code pour ajouter ada@vinotheca.test à une application d’authentification',
    );
    expect(screen.getByRole('button', { name: 'Copier la clé secrète' }).textContent).toBe('Copier');
    expect(container.textContent).toContain('Compte\u202f: ada@vinotheca.test · Émetteur\u202f: Vinotheca');
    await user.type(screen.getByRole('textbox', { name: /Code de vérification/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Vérifier et continuer' }));
    expect(
      await screen.findByText('Saisissez le code à 6 chiffres de votre application d’authentification'),
    ).toBeTruthy();
    expect(onVerify).not.toHaveBeenCalled();

    const text = container.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of [
      'Secret key',
      'Copy',
      'Verify',
      'Account:',
      'Issuer',
      'Open an authenticator',
      'Enter the',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
