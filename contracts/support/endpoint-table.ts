import { z } from 'zod';
import { ENDPOINT_KEYS, ENDPOINTS } from '@/api/endpoints';
import type { EndpointDeclaration } from '@/api/endpoints/define';
import * as wire from '@/api/wire-schemas';
import { errorsOf } from '../openapi/document';

/** The codes every endpoint of its kind can answer, left out of the table (the reference says them once). */
const GENERIC_CODES = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'TOKEN_INVALID', 'ROLE_FORBIDDEN']);

/** A wire schema's name in the OpenAPI document (`AdminUser`), `Country[]` for a list of named items. */
function componentName(schema: z.ZodType): string {
  const id = schema.meta()?.id;
  if (typeof id === 'string') return id;
  if (schema instanceof z.ZodArray) return `${componentName(schema.element as z.ZodType)}[]`;
  throw new Error('An answer schema without a component name');
}

function who(access: EndpointDeclaration['access']): string {
  return access === 'public' ? 'public' : access === 'setup' ? 'setup' : `\`${access}\``;
}

/**
 * The API reference's endpoint table (contracts/README.md), made from the declarations in
 * src/api/endpoints/: each endpoint, who may call it, what it does, what it answers, and the error
 * statuses it can answer with the codes of its own.
 */
export function endpointTable(): string {
  const header = '| Endpoint | Who | Summary | Success | Errors |';
  const rule = '|---|---|---|---|---|';
  const rows = ENDPOINT_KEYS.map((key) => {
    const declaration: EndpointDeclaration = ENDPOINTS[key];
    const endpoint = `\`${key}\`${declaration.api === 'general' ? ' (general API)' : ''}`;
    const { status, schema } = declaration.success;
    const success = schema ? `${status} \`${componentName(wire[schema])}\`` : `${status}`;
    const errors = [...errorsOf(key, declaration)]
      .map(([code, error]) => {
        const own = error.codes.filter((c) => !GENERIC_CODES.has(c));
        return [`${code}`, ...own.map((c) => `\`${c}\``)].join(' ');
      })
      .join(', ');
    return `| ${endpoint} | ${who(declaration.access)} | ${declaration.summary} | ${success} | ${errors} |`;
  });
  return [header, rule, ...rows].join('\n');
}
