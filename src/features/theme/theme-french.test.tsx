import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { THEME_ERROR_TOAST, themeSuccessToast } from './theme-preference-change';
import { ThemeToggle } from './theme-toggle';

vi.mock('./use-theme-preference', () => ({
  useThemePreference: () => ({ preference: 'SYSTEM', effective: 'light', saving: false, change: vi.fn() }),
}));

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

describe('the theme in French', () => {
  it('offers Clair, Sombre and Système', async () => {
    await setLanguage('fr');
    render(
      <ChakraProvider value={system}>
        <ThemeToggle />
      </ChakraProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thème' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['Clair', 'Sombre', 'Système']);
  });

  it('says its toasts in French, the failure’s too though it is made once', async () => {
    await setLanguage('fr');
    expect(themeSuccessToast('DARK')).toMatchObject({ title: 'Thème mis à jour', description: 'Thème sombre activé' });
    expect(THEME_ERROR_TOAST).toMatchObject({ title: 'Erreur', description: 'Échec de l’enregistrement du thème' });
  });
});
