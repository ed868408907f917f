import { z } from 'zod';
import { ENDPOINT_KEYS, ENDPOINTS, type EndpointKey } from '@/api/endpoints';
import type { EndpointDeclaration, ErrorStatus } from '@/api/endpoints/define';
import { PERMISSIONS } from '@/api/permissions';
import { ADMIN_ROLES } from '@/api/types';
import * as wire from '@/api/wire-schemas';

/**
 * The OpenAPI 3.1 document of the API, built from the endpoint declarations (src/api/endpoints/),
 * the wire schemas they name and the request schemas they hold. `scripts/openapi-generate.mjs`
 * writes it to `contracts/openapi.json`; `openapi.test.ts` fails when that file is stale.
 */

const ADMIN_PREFIX = '/api/v1/admin';
const GENERAL_PREFIX = '/api/v1';

type JsonSchema = Record<string, unknown>;

const ERROR_MEDIA_TYPES = ['application/json', 'application/problem+json'];
const REASONS: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** The full path of an endpoint, with `{id}` for `:id`. */
export function openApiPath(key: EndpointKey): string {
  const [, path] = key.split(' ') as [string, string];
  const declaration: EndpointDeclaration = ENDPOINTS[key];
  return `${declaration.api === 'general' ? GENERAL_PREFIX : ADMIN_PREFIX}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Named schemas inside it become
 * components: zod puts them in `$defs`, which are moved to `components.schemas`.
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
  name?: string,
): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // `format` says it; zod's 600-character pattern for an instant would only repeat it.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date-time' || jsonSchema.format === 'date') delete jsonSchema.pattern;
    },
  }) as JsonSchema;
  const {
    $schema: _dialect,
    $defs,
    id,
    ...root
  } = json as JsonSchema & { $defs?: Record<string, JsonSchema>; id?: string };
  for (const [defName, def] of Object.entries($defs ?? {})) {
    const { id: _id, ...body } = def as JsonSchema;
    components[defName] = relink(body) as JsonSchema;
  }
  const componentName = name ?? (typeof id === 'string' ? id : undefined);
  if (!componentName) return relink(root) as JsonSchema;
  components[componentName] = relink(root) as JsonSchema;
  return { $ref: `#/components/schemas/${componentName}` };
}

function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string' ? item.replace('#/$defs/', '#/components/schemas/') : relink(item),
      ]),
    );
  }
  return value;
}

function operationId(key: EndpointKey): string {
  const [method, path] = key.split(' ') as [string, string];
  const words = path
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part));
  return [method.toLowerCase(), ...words]
    .map((word, i) => (i === 0 ? word : word.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())))
    .join('');
}

/** Which roles hold a permission, in words. */
function rolesWith(permission: keyof typeof PERMISSIONS): string {
  const holders: readonly string[] = PERMISSIONS[permission];
  return ADMIN_ROLES.filter((role) => holders.includes(role))
    .map((role) => `\`${role}\``)
    .join(', ');
}

/** The errors an endpoint can answer: those of its kind (auth, path id, body, query) and its own. */
export function errorsOf(
  key: EndpointKey,
  operation: EndpointDeclaration,
): Map<ErrorStatus, { description: string; codes: string[] }> {
  const { access } = operation;
  const errors = new Map<ErrorStatus, { description: string; codes: string[] }>();
  const add = (status: ErrorStatus, description: string, codes: readonly string[] = []) => {
    const known = errors.get(status);
    errors.set(
      status,
      known
        ? { description: `${known.description} ${description}`, codes: [...new Set([...known.codes, ...codes])] }
        : { description, codes: [...codes] },
    );
  };
  if (operation.body || operation.query)
    add(
      400,
      operation.body
        ? 'The body is not a JSON object, or a query parameter is invalid.'
        : 'A query parameter is invalid.',
    );
  if (access !== 'public')
    add(401, 'No, an expired, or an invalid access token.', ['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'TOKEN_INVALID']);
  if (access !== 'public' && access !== 'setup') {
    add(
      403,
      'The role lacks the permission (`ROLE_FORBIDDEN`), or the token is setup-only (`error: "2FA setup required"`).',
      ['ROLE_FORBIDDEN'],
    );
  }
  if (key.includes(':id')) add(404, 'No such record.');
  if (operation.body) add(422, 'A field is invalid: `errors` lists each field with its first problem.');
  for (const [status, error] of Object.entries(operation.errors ?? {}) as [
    string,
    { description: string; codes?: readonly string[] },
  ][]) {
    const code = Number(status) as ErrorStatus;
    if (errors.has(code))
      errors.set(code, {
        description: error.description,
        codes: [...new Set([...(errors.get(code)?.codes ?? []), ...(error.codes ?? [])])],
      });
    else add(code, error.description, error.codes);
  }
  return new Map([...errors.entries()].sort(([a], [b]) => a - b));
}

function errorResponse(status: ErrorStatus, description: string, codes: string[]) {
  const codeList = codes.length > 0 ? ` Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.` : '';
  const response: JsonSchema = {
    description: `${REASONS[status]}. ${description}${codeList}`,
    content: Object.fromEntries(
      ERROR_MEDIA_TYPES.map((type) => [type, { schema: { $ref: '#/components/schemas/ErrorBody' } }]),
    ),
  };
  if (codes.length > 0) response['x-error-codes'] = codes;
  if (status === 429)
    response.headers = {
      'Retry-After': {
        description: 'Seconds until a sign-in may be tried again.',
        schema: { type: 'integer', minimum: 1 },
      },
    };
  return response;
}

function buildOperation(
  key: EndpointKey,
  operation: EndpointDeclaration,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { access } = operation;
  const who =
    access === 'public'
      ? 'Public: no token needed.'
      : access === 'setup'
        ? 'Any signed-in admin, also with a setup-only token.'
        : `Needs the \`${access}\` permission: ${rolesWith(access)}.`;
  const parameters: JsonSchema[] = [];
  for (const [, name] of key.matchAll(/:([A-Za-z]+)/g))
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string', minLength: 1 } });
  for (const param of operation.query ?? []) {
    parameters.push({
      name: param.name,
      in: 'query',
      required: param.required ?? false,
      description: param.description,
      schema: param.schema,
    });
  }
  const result: JsonSchema = {
    operationId: operationId(key),
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, who].filter(Boolean).join('\n\n'),
    'x-permission': access,
    security: access === 'public' ? [] : [{ bearer: [] }],
  };
  if (parameters.length > 0) result.parameters = parameters;
  if (operation.body === 'image') {
    result.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: 'A PNG, JPEG or WebP image, checked by content.',
              },
            },
          },
        },
      },
    };
  } else if (operation.body) {
    result.requestBody = {
      required: true,
      content: {
        'application/json': { schema: toSchema(operation.body.schema(), 'input', components, operation.body.name) },
      },
    };
  }
  const { status, schema, description } = operation.success;
  const responses: JsonSchema = {
    [status]: schema
      ? { description, content: { 'application/json': { schema: toSchema(wire[schema], 'output', components) } } }
      : { description },
  };
  for (const [errorStatus, error] of errorsOf(key, operation))
    responses[errorStatus] = errorResponse(errorStatus, error.description, error.codes);
  result.responses = responses;
  return result;
}

/** `examples`: a value per component schema (`examples.ts` takes them from the demo seed). */
export function buildOpenApiDocument(version: string, examples: Record<string, unknown> = {}): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  toSchema(wire.errorBodySchema, 'output', components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const key of ENDPOINT_KEYS) {
    const [method] = key.split(' ') as [string];
    const path = openApiPath(key);
    paths[path] = { ...paths[path], [method.toLowerCase()]: buildOperation(key, ENDPOINTS[key], components) };
  }
  for (const [name, example] of Object.entries(examples)) {
    if (!components[name]) throw new Error(`No component schema ${name} for its example`);
    components[name] = { ...components[name], examples: [example] };
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vinotheca Admin API',
      version,
      description: [
        'The API the Vinotheca admin console calls. Generated from the schemas the console and its mock backend share; contracts/README.md explains the conventions, and the Pact file in contracts/pacts/ pins the interactions the console relies on.',
        'Every error answers with `ErrorBody`, as `application/json` or `application/problem+json`. Instants are RFC 3339.',
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'The standalone mock backend (`npm run mock:server`).' }],
    tags: [...new Set(Object.values(ENDPOINTS).map((declaration) => declaration.tag))]
      .sort()
      .map((name) => ({ name, description: `${name} endpoints.` })),
    security: [{ bearer: [] }],
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `accessToken` of sign-in, two-factor verification or refresh. Opaque.',
        },
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
