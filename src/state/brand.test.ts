import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_NAME, BRAND_NAME } from '@/config/brand';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

async function loadBrand(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return { storage, ...(await import('./brand')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('brandAtom', () => {
  it('starts from the build env, and the admin title follows the brand', async () => {
    const { brandAtom, adminTitleAtom } = await loadBrand();
    const store = createStore();
    expect(store.get(brandAtom)).toEqual({ brandName: BRAND_NAME, companyName: COMPANY_NAME });
    expect(store.get(adminTitleAtom)).toBe(`${BRAND_NAME} Admin`);
  });

  it('takes the settings, remembers them, and a reload starts from the remembered brand', async () => {
    const first = await loadBrand();
    const store = createStore();
    store.set(first.brandAtom, {
      brandName: 'Cellar Door',
      companyName: 'Cellar Door GmbH',
      lockoutThreshold: 5,
    } as never);
    expect(store.get(first.adminTitleAtom)).toBe('Cellar Door Admin');
    expect(JSON.parse(first.storage.getItem(first.BRAND_STORAGE_KEY) ?? 'null')).toEqual({
      brandName: 'Cellar Door',
      companyName: 'Cellar Door GmbH',
    });
    const reloaded = await loadBrand(Object.fromEntries(first.storage.items));
    expect(createStore().get(reloaded.brandAtom)).toEqual({
      brandName: 'Cellar Door',
      companyName: 'Cellar Door GmbH',
    });
  });

  it('ignores a damaged remembered brand', async () => {
    for (const raw of ['{', '{"brandName":"  ","companyName":"X"}', '[1]', '{"brandName":3}']) {
      const { brandAtom } = await loadBrand({ vinotheca_brand: raw });
      expect(createStore().get(brandAtom).brandName).toBe(BRAND_NAME);
    }
  });
});
