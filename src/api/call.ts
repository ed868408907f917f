import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { EndpointKey, Endpoints } from '@/api/endpoints';
import type * as wire from '@/api/wire-schemas';

/**
 * One call of an endpoint as it is declared (src/api/endpoints/): method and path come from its key,
 * the answer's type from its success schema, the body's from its request schema. Only types are
 * imported: the declarations, their schemas and their texts never reach the console's bundle.
 */

type Declaration<Key extends EndpointKey> = Endpoints[Key];

/** The names of a key's path parameters (`id` for `PUT /users/:id`). */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the endpoint answers: its success schema's output, or nothing for a 204. */
export type Answer<Key extends EndpointKey> = Declaration<Key>['success'] extends {
  schema: infer Name extends keyof typeof wire;
}
  ? z.output<(typeof wire)[Name]>
  : void;

/** What the endpoint takes as its body: its request schema's input, or a form with the image (`file`). */
export type Body<Key extends EndpointKey> =
  Declaration<Key> extends { body: 'image' }
    ? FormData
    : Declaration<Key> extends { body: { schema: () => infer Schema extends z.ZodType } }
      ? z.input<Schema>
      : never;

type CallOptions<Key extends EndpointKey> = { [Name in PathParamNames<Key>]: string } & ([Body<Key>] extends [never]
  ? { body?: never }
  : { body: Body<Key> }) &
  (Declaration<Key> extends { query: readonly unknown[] }
    ? { params?: Readonly<Record<string, unknown>> }
    : { params?: never }) & {
    /** Passed to axios: `skipGlobalErrorHandler`, `skipAuthRefresh`, … */
    config?: Omit<AxiosRequestConfig, 'method' | 'url' | 'data' | 'params'>;
  };

/** Options the call cannot do without make them required; otherwise they may be left out. */
type OptionsArgument<Key extends EndpointKey> =
  Partial<CallOptions<Key>> extends CallOptions<Key> ? [options?: CallOptions<Key>] : [options: CallOptions<Key>];

/**
 * Calls `key` (`'PUT /users/:id'`) on `http`: each `:name` in the path filled from the options
 * (URL-encoded), `body` sent as the request body, `params` as the query, `config` handed to axios.
 * Resolves to the answer's body, or to undefined for a 204.
 */
export function call<Key extends EndpointKey>(
  http: AxiosInstance,
  key: Key,
  ...[options]: OptionsArgument<Key>
): Promise<Answer<Key>> {
  const space = key.indexOf(' ');
  const given = (options ?? {}) as { body?: unknown; params?: unknown; config?: AxiosRequestConfig } & Record<
    string,
    unknown
  >;
  const url = key
    .slice(space + 1)
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(given[name])));
  return http
    .request({ ...given.config, method: key.slice(0, space), url, data: given.body, params: given.params })
    .then((response) => (response.status === 204 ? undefined : response.data) as Answer<Key>);
}

/** An image upload's body: the file in the part `file` (`multipart/form-data`). */
export function imageBody(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}
