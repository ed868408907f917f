/** The `params` of a provider state, as the verifier sends them (any JSON object). */
export type ProviderStateParams = Record<string, unknown>;
export type ProviderStateSetup = (params: ProviderStateParams) => Promise<void>;

/** An id parameter of a provider state: `id`, or a name ending in `Id` (`categoryId`, `wineId`). */
export const isIdParam = (name: string): boolean => name === 'id' || /^[a-z]+Id$/.test(name);

/** A required text parameter (or `fallback`); a setup with a wrong one fails with this message. */
export function textParam(params: ProviderStateParams, name: string, fallback?: string): string {
  const value = params[name] ?? fallback;
  if (typeof value !== 'string' || value.length === 0) throw new Error(`param "${name}" must be a non-empty string`);
  return value;
}

export function optionalTextParam(params: ProviderStateParams, name: string): string | undefined {
  return params[name] === undefined ? undefined : textParam(params, name);
}

/** A whole-number parameter from `min`, or `fallback` when absent. */
export function wholeNumberParam(params: ProviderStateParams, name: string, fallback: number, min = 0): number {
  const value = params[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new Error(`param "${name}" must be a whole number from ${min}`);
  return value;
}
