import { atom } from 'jotai';
import { BRAND_NAME, COMPANY_NAME } from '@/config/brand';

export interface Brand {
  brandName: string;
  companyName: string;
}

/** The last brand the settings named, so a reload (or the sign-in page) shows it before any request. */
// The tests import this module afresh (dynamic import), which the unused-exports check cannot see.
// ts-unused-exports:disable-next-line
export const BRAND_STORAGE_KEY = 'vinotheca_brand';

const ENV_BRAND: Brand = { brandName: BRAND_NAME, companyName: COMPANY_NAME };

function readBrand(): Brand {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(BRAND_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null) {
      const { brandName, companyName } = parsed as Record<string, unknown>;
      if (typeof brandName === 'string' && brandName.trim() && typeof companyName === 'string' && companyName.trim()) {
        return { brandName, companyName };
      }
    }
  } catch {
    // Unreadable storage: the build's brand.
  }
  return ENV_BRAND;
}

const brandPrimitiveAtom = atom<Brand>(readBrand());

/** The brand and company name: from the build's env, then from GET /settings (and remembered). */
export const brandAtom = atom(
  (get) => get(brandPrimitiveAtom),
  (get, set, next: Brand) => {
    const current = get(brandPrimitiveAtom);
    if (current.brandName !== next.brandName || current.companyName !== next.companyName) {
      set(brandPrimitiveAtom, { brandName: next.brandName, companyName: next.companyName });
    }
    try {
      localStorage.setItem(
        BRAND_STORAGE_KEY,
        JSON.stringify({ brandName: next.brandName, companyName: next.companyName }),
      );
    } catch {
      // The brand still applies for this visit.
    }
  },
);

/** The sidebar title and the document-title suffix: "{brand} Admin". */
export const adminTitleAtom = atom((get) => `${get(brandPrimitiveAtom).brandName} Admin`);
