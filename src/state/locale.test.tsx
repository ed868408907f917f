import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { formatMoney, formatNumber, setLocale } from '@/lib/locale';
import { useLocale } from './locale';

afterEach(() => act(() => setLocale('en')));

function Figures() {
  const locale = useLocale();
  return (
    <p data-testid="figures" data-locale={locale}>
      {formatNumber(1234)} · {formatMoney(1234.5)}
    </p>
  );
}

it('re-renders a component that formats when the language changes, and <html lang> follows', () => {
  render(<Figures />);
  const figures = screen.getByTestId('figures');
  expect(figures.textContent).toBe('1,234 · €1,234.50');
  expect(figures.dataset.locale).toBe('en');

  act(() => setLocale('fr'));
  expect(figures.dataset.locale).toBe('fr');
  expect(figures.textContent).toBe('1\u202f234 · 1\u202f234,50\u00a0€');
  expect(document.documentElement.lang).toBe('fr');

  act(() => setLocale('en'));
  expect(figures.textContent).toBe('1,234 · €1,234.50');
  expect(document.documentElement.lang).toBe('en');
});
