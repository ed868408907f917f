/**
 * Fixed reference rates: how many euros one unit of each currency is worth. Cellar values are
 * estimates in EUR, so the mock, the analytics and the UI convert with this one table (rates of
 * November 2026, rounded; a real backend would read a rates service).
 */
export const EUR_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.16,
  CHF: 1.05,
  AUD: 0.6,
  NZD: 0.55,
  ZAR: 0.05,
  ARS: 0.001,
  CLP: 0.001,
  CAD: 0.67,
};

/** Currencies the table converts; a price in any other currency has no EUR value. */
export const CONVERTIBLE_CURRENCIES = Object.keys(EUR_RATES);

/** The amount in euro cents (a whole number), or 0 when the currency is not in the table. */
export function toEurCents(amount: number, currency: string): number {
  const rate = EUR_RATES[currency.toUpperCase()];
  return rate === undefined ? 0 : Math.round(amount * rate * 100);
}
