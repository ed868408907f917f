/** The build-time settings, validated at boot so a bad value fails loudly rather than at a request. */
export interface Env {
  VITE_API_BASE_URL: string | undefined;
  VITE_API_PREFIX: string;
  VITE_ADMIN_BASE_PATH: string;
  VITE_BRAND_NAME: string;
  VITE_COMPANY_NAME: string;
}

const PATH = /^(\/[\w.-]+)*\/?$/;

function text(
  raw: Record<string, unknown>,
  key: keyof Env,
  fallback: string,
  problems: string[],
  pattern?: RegExp,
): string {
  const value = raw[key];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || value.trim() === '' || (pattern && !pattern.test(value.trim()))) {
    problems.push(`${key}: ${JSON.stringify(value)} is not valid`);
    return fallback;
  }
  return value.trim().replace(pattern ? /\/$/ : /$^/, '');
}

function url(raw: Record<string, unknown>, problems: string[]): string | undefined {
  const value = raw.VITE_API_BASE_URL;
  if (value === undefined || value === '') return undefined;
  try {
    const parsed = new URL(String(value));
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return parsed.origin + parsed.pathname.replace(/\/$/, '');
  } catch {
    problems.push(`VITE_API_BASE_URL: ${JSON.stringify(value)} is not an http(s) URL`);
    return undefined;
  }
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const problems: string[] = [];
  const env: Env = {
    VITE_API_BASE_URL: url(raw, problems),
    VITE_API_PREFIX: text(raw, 'VITE_API_PREFIX', '/api/v1', problems, PATH),
    VITE_ADMIN_BASE_PATH: text(raw, 'VITE_ADMIN_BASE_PATH', '/admin', problems, PATH),
    VITE_BRAND_NAME: text(raw, 'VITE_BRAND_NAME', 'Vinotheca', problems),
    VITE_COMPANY_NAME: text(raw, 'VITE_COMPANY_NAME', 'Vinotheca Ltd.', problems),
  };
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return env;
}

export const env = parseEnv(import.meta.env);

/** The general API, e.g. /api/v1. */
export const API_BASE_URL = `${env.VITE_API_BASE_URL ?? ''}${env.VITE_API_PREFIX}`;
/** The admin API, e.g. /api/v1/admin. */
export const ADMIN_API_BASE_URL = `${API_BASE_URL}${env.VITE_ADMIN_BASE_PATH}`;
export const MOCKS_ENABLED = __MOCKS_ENABLED__;
