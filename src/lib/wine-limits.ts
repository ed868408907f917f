/** The limits of a wine's fields (see ./wine-rules for the rules built on them). */
export const WINE_LIMITS = {
  minVintage: 1800,
  maxYear: 2200,
  maxAbv: 25,
  maxGrapes: 20,
  maxGrapeTotal: 100,
  name: 200,
  producer: 200,
  region: 100,
  appellation: 100,
  variety: 100,
  description: 2000,
  minBottleMl: 50,
  maxBottleMl: 30000,
  maxPrice: 1_000_000,
} as const;

/**
 * Where a label image may come from besides the label upload: the origins of the image hosts the
 * backend trusts. The console's browser loads these images, so any other address (a tracking pixel,
 * an internal host) is refused with a 422.
 */
export const LABEL_IMAGE_ORIGINS: readonly string[] = ['https://labels.vinotheca.example'];

/** Whether `url` is an http(s) URL on one of LABEL_IMAGE_ORIGINS (no userinfo, default port only). */
export function isAllowedLabelImageUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.username === '' &&
      parsed.password === '' &&
      LABEL_IMAGE_ORIGINS.includes(parsed.origin) &&
      url.startsWith(`${parsed.origin}/`)
    );
  } catch {
    return false;
  }
}
