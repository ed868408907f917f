import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { EMPTY_WINE_FORM, type WineFormInput } from './wine-form-schema';
import { grapeTotalText, WineGrapesSection } from './wine-grapes-section';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

function Harness({ grapes, children }: { grapes: WineFormInput['grapes']; children: ReactNode }) {
  const form = useForm<WineFormInput>({ defaultValues: { ...EMPTY_WINE_FORM, grapes } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderGrapes(grapes: WineFormInput['grapes'] = []) {
  render(
    <ChakraProvider value={system}>
      <Harness grapes={grapes}>
        <WineGrapesSection varieties={[{ name: 'Grenache' }, { name: 'Syrah' }]} />
      </Harness>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

const total = () => document.querySelector('[aria-live="polite"]');

describe('WineGrapesSection', () => {
  it('adds rows, keeps a running total in a polite live region, and warns past 100%', async () => {
    const user = renderGrapes();
    expect(screen.getByText('No grapes listed yet.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add grape' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Grape 1 variety'));
    await user.type(screen.getByLabelText('Grape 1 variety'), 'Grenache');
    await user.type(screen.getByLabelText('Grape 1 %'), '70');
    expect(total()?.textContent).toBe('Total 70%');

    await user.click(screen.getByRole('button', { name: 'Add grape' }));
    await user.type(screen.getByLabelText('Grape 2 %'), '40');
    expect(total()?.textContent).toBe('Total 110% — must not exceed 100%');
    expect(screen.getByLabelText('Grape 2 %').getAttribute('aria-describedby')).toBe(total()?.id);
  });

  it('drops a removed row from the total', async () => {
    const user = renderGrapes([
      { variety: 'Merlot', percentage: '80' },
      { variety: 'Cabernet Franc', percentage: '30' },
    ]);
    expect(total()?.textContent).toBe('Total 110% — must not exceed 100%');
    await user.click(screen.getByRole('button', { name: 'Remove grape 2' }));
    expect(screen.queryByLabelText('Grape 2 variety')).toBeNull();
    expect(total()?.textContent).toBe('Total 80%');
  });

  it('suggests the reference varieties for every row', () => {
    renderGrapes([{ variety: '', percentage: '' }]);
    const list = screen.getByLabelText('Grape 1 variety').getAttribute('list');
    expect([...(document.getElementById(list ?? '')?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Grenache',
      'Syrah',
    ]);
  });
});

describe('grapeTotalText', () => {
  it.each([
    [[], 'Total 0%', false],
    [[{ percentage: '' }, { percentage: '50' }], 'Total 50%', false],
    [[{ percentage: '33.3' }, { percentage: '33,3' }, { percentage: '33.4' }], 'Total 100%', false],
    [[{ percentage: '60' }, { percentage: '50' }], 'Total 110% — must not exceed 100%', true],
    [[{ percentage: 'abc' }, { percentage: '20' }], 'Total 20%', false],
  ])('%j → %s', (grapes, text, over) => {
    expect(grapeTotalText(grapes)).toEqual({ text, over });
  });
});

describe('WineGrapesSection in French', () => {
  it('labels the rows, the running total and its warning in French', async () => {
    await setLanguage('fr');
    const user = renderGrapes();
    expect(screen.getByText('Aucun cépage pour l’instant.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Ajouter un cépage' }));
    await user.type(screen.getByLabelText('Cépage 1'), 'Grenache');
    await user.type(screen.getByLabelText('Part du cépage 1 (%)'), '70');
    expect(total()?.textContent).toBe('Total 70\u202f%');
    await user.click(screen.getByRole('button', { name: 'Ajouter un cépage' }));
    await user.type(screen.getByLabelText('Part du cépage 2 (%)'), '40,5');
    expect(total()?.textContent).toBe('Total 110,5\u202f% — ne doit pas dépasser 100\u202f%');
    expect(screen.getByRole('button', { name: 'Retirer le cépage 2' })).toBeDefined();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Cépages');
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Grapes', 'Add grape', 'Remove', 'must not exceed']) expect(text).not.toContain(english);
  });
});
