import { z } from 'zod';

const trimmedPath = z
  .string()
  .trim()
  .regex(/^(\/[\w.-]+)*$/, 'must be a path such as /api/v1')
  .transform((p) => p.replace(/\/$/, ''));

const EnvSchema = z.object({
  VITE_API_BASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  VITE_API_PREFIX: trimmedPath.default('/api/v1'),
  VITE_ADMIN_BASE_PATH: trimmedPath.default('/admin'),
  VITE_BRAND_NAME: z.string().trim().min(1).default('Vinotheca'),
  VITE_COMPANY_NAME: z.string().trim().min(1).default('Vinotheca Ltd.'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Validates the build-time environment; a bad value fails loudly at boot rather than at a request. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);

const origin = (env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

/** The general API, e.g. /api/v1. */
export const API_BASE_URL = `${origin}${env.VITE_API_PREFIX}`;
/** The admin API, e.g. /api/v1/admin. */
export const ADMIN_API_BASE_URL = `${API_BASE_URL}${env.VITE_ADMIN_BASE_PATH}`;
export const MOCKS_ENABLED = __MOCKS_ENABLED__;
