import type { z } from 'zod';
import { BULK_UNDO_WINDOW_SECONDS } from '@/api/bulk';
import type { Permission } from '@/api/permissions';
import type * as wire from '@/api/wire-schemas';
import type { AuditAction, AuditTargetType } from '@/api/wire-enums';

/**
 * How an endpoint is declared: once, in src/api/endpoints/<resource>.ts, with everything the rest
 * derives from it (ADR 0026). The permission table (`ENDPOINT_PERMISSIONS`), the OpenAPI document
 * (contracts/openapi/document.ts), the API reference's endpoint table (contracts/README.md), the
 * mock's routes with their permission guard and audit trail (mocks/app/create-handlers.ts), the
 * drift guard and the console's calls (`call` in src/api/call.ts, typed from it) all read it.
 *
 * The console imports these modules with `import type` only (ESLint holds it): their zod schemas
 * and texts never reach its bundle. The mock loads them as it starts.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: the permission it needs (src/api/permissions.ts), `public` (no token), or `setup` (a setup-only token too). */
export type Access = Permission | 'public' | 'setup';

export type Tag =
  | 'Auth'
  | 'Profile'
  | 'Users'
  | 'Wines'
  | 'Categories'
  | 'Cellars'
  | 'Analytics'
  | 'Audit'
  | 'Saved views'
  | 'Settings'
  | 'System'
  | 'Reference';

/** A query parameter: its JSON Schema and what it means. */
export interface QueryParam {
  name: string;
  schema: Readonly<Record<string, unknown>>;
  description: string;
  required?: boolean;
}

/**
 * The name of a response schema in src/api/wire-schemas.ts. A declaration names its answer's schema
 * rather than holding it: the mock reads the declarations as it starts and needs no wire schema,
 * whose module would add its evaluation and ~3.5 KB gzip to a first visit's mock start.
 */
export type WireSchemaName = {
  [Name in keyof typeof wire]: (typeof wire)[Name] extends z.ZodType ? Name : never;
}[keyof typeof wire];

/** A JSON body: its component name in the OpenAPI document, and its request schema (built on first use). */
export interface JsonBody<Schema extends z.ZodType = z.ZodType> {
  name: string;
  schema: () => Schema;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;
/** Error statuses beyond the ones every call of its kind can get, with the codes they carry. */
export type EndpointErrors = Partial<Record<ErrorStatus, { description: string; codes?: readonly string[] }>>;

/**
 * Where an audited call finds its target: the `:id` path parameter, the `id` of the created record
 * in the response, the signed-in admin themself, the settings row, the admin a sign-in response
 * names, or (`bulk`) each item of a bulk answer (`BulkResult`): one event per item.
 */
export type AuditTargetSource = 'param' | 'created' | 'self' | 'settings' | 'signed-in' | 'bulk';

/** What a call records in the audit log when it succeeds, or when the permission rules refuse it. */
export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  target: AuditTargetSource;
  /** Picks a more specific action from the request body and the target as it was before the call. */
  refine?: (body: Record<string, unknown> | null, before: { active?: boolean } | null) => AuditAction;
  /** For `bulk`: the action each done item records, from the answer's `action` (default: `action`). */
  itemAction?: (bulkAction: string) => AuditAction;
  /**
   * What a failed call records, by its resolver rather than from the answer: a failed sign-in
   * (`auth.login-failed`) and the lock it may cause (`admin.lock`), whose reason the answer must
   * not tell (ADR 0032).
   */
  onFailure?: readonly AuditAction[];
}

/** What a call records in the audit log, or, for a call that deliberately records nothing, why. */
export type EndpointAudit = AuditEntry | { none: string };

interface Declaration {
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** On the general API (`/api/v1`); every other endpoint is below the admin base (`/api/v1/admin`). */
  api?: 'general';
  query?: readonly QueryParam[];
  /** A JSON body, or an image upload (`multipart/form-data`, part `file`). */
  body?: JsonBody | 'image';
  /** The success status and its answer (none for 204). */
  success:
    | { status: 200 | 201; schema: WireSchemaName; description: string }
    | { status: 204; schema?: never; description: string };
  errors?: EndpointErrors;
}

/** A read: records nothing. */
export interface ReadDeclaration extends Declaration {
  audit?: never;
}

/** A change: says what it records in the audit log, or why nothing. */
export interface WriteDeclaration extends Declaration {
  audit: EndpointAudit;
}

/** Any endpoint's declaration. */
export type EndpointDeclaration = ReadDeclaration | WriteDeclaration;

/** The declaration a key takes: `GET /…` a read, `POST|PUT|PATCH|DELETE /…` a change; any other key is refused. */
export type DeclarationOf<Key> = Key extends `GET /${string}`
  ? ReadDeclaration
  : Key extends `${Exclude<HttpMethod, 'GET'>} /${string}`
    ? WriteDeclaration
    : never;

/** Endpoints by `METHOD /path` (below their API base, `:id` for a path parameter), each declared once. */
export function defineEndpoints<const Endpoints extends { [Key in keyof Endpoints]: DeclarationOf<Key> }>(
  endpoints: Endpoints,
): Endpoints {
  return endpoints;
}

/** A JSON body validated by `schema`, named `name` in the OpenAPI document. */
export const json = <Schema extends z.ZodType>(name: string, schema: () => Schema): JsonBody<Schema> => ({
  name,
  schema,
});

/** A call that records `action` on a target of `targetType`, found at `target` (the `:id` by default). */
export const records = (
  action: AuditAction,
  targetType: AuditTargetType,
  target: AuditTargetSource = 'param',
): AuditEntry => ({ action, targetType, target });

/**
 * A bulk call: one event per item of its answer, `success` for a done item (with the single-item
 * action), `denied` for one a permission rule refused; a call the role may not make records one
 * `denied` event without a target (its action from the body's).
 */
export function recordsBulk<Action extends string>(
  targetType: AuditTargetType,
  itemActions: Record<Action, AuditAction>,
  fallback: AuditAction,
): AuditEntry {
  const actionOf = (name: unknown) =>
    typeof name === 'string' && Object.hasOwn(itemActions, name) ? itemActions[name as Action] : fallback;
  return {
    action: fallback,
    targetType,
    target: 'bulk',
    refine: (body) => actionOf(body?.action),
    itemAction: actionOf,
  };
}

/** An undo of a bulk call: `<resource>.undo` for each item put back. */
export const recordsBulkUndo = (action: AuditAction, targetType: AuditTargetType): AuditEntry => ({
  action,
  targetType,
  target: 'bulk',
});

/** A paged list's declaration, as far as its query parameters read it (src/api/list-spec.ts). */
interface ListQuerySpec {
  sortFields: readonly string[];
  maxSize: number;
  searchMaxLength: number | undefined;
  defaults: { size: number };
  params: Record<string, { label: string; schema: Readonly<Record<string, unknown>> }>;
}

/** page, size, sort and search, then the list's own filters, from its list spec. */
export function listQuery(spec: ListQuerySpec): QueryParam[] {
  const paging: QueryParam[] = [
    { name: 'page', schema: { type: 'integer', minimum: 0, default: 0 }, description: '0-based page.' },
    {
      name: 'size',
      schema: { type: 'integer', minimum: 1, maximum: spec.maxSize, default: spec.defaults.size },
      description: 'Page size.',
    },
    {
      name: 'sort',
      schema: { type: 'string', pattern: `^(${spec.sortFields.join('|')}),(asc|desc)$` },
      description: `\`field,asc\` or \`field,desc\`; fields: ${spec.sortFields.map((f) => `\`${f}\``).join(', ')}.`,
    },
  ];
  const search: QueryParam[] = spec.searchMaxLength
    ? [
        {
          name: 'search',
          schema: { type: 'string', maxLength: spec.searchMaxLength },
          description: 'Free text, trimmed; empty matches everything.',
        },
      ]
    : [];
  const filters = Object.entries(spec.params).map(([name, kind]) => ({
    name,
    schema: kind.schema,
    description: `${kind.label} filter.`,
  }));
  return [...paging, ...search, ...filters];
}

/** The 400 of a list (or of any query the server reads strictly). */
export const LIST_ERRORS = {
  400: { description: 'A query parameter is invalid: `errors` names each one.' },
} as const satisfies EndpointErrors;

/** What both bulk endpoints and their undos say alike. */
export const BULK_ANSWER = `Answers each item’s outcome (\`done\`, or \`refused\` with a \`code\` and a \`message\`): a refused item is not an error, and each item is changed whole or not at all. The change can be undone for ${BULK_UNDO_WINDOW_SECONDS} seconds (\`undoUntil\`).`;

export const BULK_BODY_ERRORS = {
  422: {
    description:
      'A field is invalid (`ids.<n>`: an id that is not a UUID); neither or both of `ids` and `filter`; a `filter.<key>` the list does not declare (its URL names `status`, `category`, a misspelling, `page`, `size`, `sort`: the API’s names only) or a value the list refuses; a filter matching too many items. Nothing changes.',
  },
} as const satisfies EndpointErrors;

export const BULK_UNDO_ERRORS = {
  404: { description: 'No bulk operation of this resource by the caller has this id (`Bulk operation not found`).' },
  409: {
    description: 'Already undone, or the time to undo it has passed.',
    codes: ['BULK_ALREADY_UNDONE', 'BULK_UNDO_EXPIRED'],
  },
} as const satisfies EndpointErrors;

export const BULK_UNDO_ANSWER =
  'Each item the operation changed gets back the fields it set (a deleted wine comes back whole, with its id), or is refused with `CHANGED_SINCE` when it changed again after; `undoUntil` is null. Nothing is put back twice.';
