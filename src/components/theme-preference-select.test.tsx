import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '@/theme/system';
import { ThemePreferenceSelect } from './theme-preference-select';

function renderSelect(saving?: boolean) {
  render(
    <ChakraProvider value={system}>
      <ThemePreferenceSelect preference="DARK" onChange={() => undefined} saving={saving} />
    </ChakraProvider>,
  );
  return screen.getByRole('combobox', { name: 'Theme' });
}

describe('the theme preference select', () => {
  it('says the choice is being saved, and is busy, while its save is on its way', () => {
    const select = renderSelect(true);
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Saving your theme…')).toBeTruthy();
    expect(select).toHaveProperty('disabled', false);
  });

  it('explains System once nothing is being saved', () => {
    const select = renderSelect();
    expect(select.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('System follows your device’s light or dark setting.')).toBeTruthy();
  });
});
