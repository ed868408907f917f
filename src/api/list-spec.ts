import { parsePageParam, parseSizeParam, parseSortParam } from '@/lib/list-params';
import type { FieldError, SortDirection } from './types';

/**
 * One declaration per paged list (users, wines, cellars, a cellar's inventory, the audit log): its
 * sort fields, page sizes, search limit and filter parameters. Everything else is derived from it,
 * so the console and the mock cannot disagree on a limit:
 *
 * - the console's URL codec (`parseUrl`, `toSearchParams`: lenient, a bad value falls back to its
 *   default), the API query it sends (`toQuery`) and the filter a bulk action over every matching
 *   row sends (`toFilter`: the same search and filters, by the API's names, without page or order);
 * - the server's reading of that query (`parseQuery`: strict, every problem reported as a 400 entry
 *   naming its parameter, in the messages the contract pins).
 *
 * Wire parameters (`params`) are what the API accepts; console filters (`filters`) are what the
 * screen offers, each mapped onto wire parameters (most one to one; the users' Status filter sets
 * `active` or `locked`).
 */

/** The largest 0-based page an API list accepts (a 1-based URL page goes one higher). */
const MAX_LIST_PAGE = 1_000_000;

/** The paging most lists share: the sizes the console offers, its default, and the API's largest. */
export const STANDARD_PAGING = { pageSizes: [10, 20, 50, 100], defaultSize: 20, maxSize: 100 } as const;

type WireValue = string | number | boolean;
type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A wire parameter: read strictly by the server (or a 400 message), leniently from a console URL. */
export interface ParamKind<T extends WireValue> {
  readonly label: string;
  /** The parameter as a JSON Schema, for the OpenAPI document. */
  readonly schema: Readonly<Record<string, unknown>>;
  parse(raw: string): Outcome<T>;
  /** The value a hand-edited URL most likely meant, or undefined to ignore it. */
  read(raw: string): T | undefined;
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = <T>(message: string): Outcome<T> => ({ ok: false, message });

/** One of a fixed set, matched exactly on the wire and case-insensitively in a URL. */
export function oneOf<const V extends string>(label: string, values: readonly V[]): ParamKind<V> {
  return {
    label,
    schema: { type: 'string', enum: values },
    parse: (raw) => {
      const known = values.find((v) => v === raw);
      return known ? ok(known) : fail(`${label} must be one of ${values.join(', ')}`);
    },
    read: (raw) => values.find((v) => v.toLowerCase() === raw.trim().toLowerCase()),
  };
}

/** `true` or `false`. */
export function flag(label: string): ParamKind<boolean> {
  return {
    label,
    schema: { type: 'boolean' },
    parse: (raw) => (raw === 'true' || raw === 'false' ? ok(raw === 'true') : fail(`${label} must be true or false`)),
    read: (raw) => {
      const text = raw.trim().toLowerCase();
      return text === 'true' ? true : text === 'false' ? false : undefined;
    },
  };
}

/** The first `max` characters of a text, without the spaces a cut may leave at its end. */
function keepFirst(text: string, max: number): string {
  return [...text].slice(0, max).join('').trimEnd();
}

/** Free text of 1 to `maxLength` characters (trimmed); a URL keeps the first `maxLength`. */
export function text(
  label: string,
  maxLength: number,
  options: { accept?: (value: string) => boolean } = {},
): ParamKind<string> {
  return {
    label,
    schema: { type: 'string', minLength: 1, maxLength },
    parse: (raw) => {
      const value = raw.trim();
      return value.length > 0 && [...value].length <= maxLength
        ? ok(value)
        : fail(`${label} must be 1 to ${maxLength} characters`);
    },
    read: (raw) => {
      const value = keepFirst(raw.trim(), maxLength);
      return value && (options.accept?.(value) ?? true) ? value : undefined;
    },
  };
}

/** An ISO 3166-1 alpha-2 code, upper-cased. */
export function countryCode(label = 'Country'): ParamKind<string> {
  const read = (raw: string) => (/^[A-Za-z]{2}$/.test(raw.trim()) ? raw.trim().toUpperCase() : undefined);
  return {
    label,
    schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    parse: (raw) =>
      /^[A-Za-z]{2}$/.test(raw) ? ok(raw.toUpperCase()) : fail(`${label} must be a two-letter ISO code`),
    read,
  };
}

/** A whole number from `min` to `max`. */
export function wholeNumber(label: string, min: number, max: number): ParamKind<number> {
  const valueOf = (raw: string) => (/^\d{1,16}$/.test(raw) ? Number(raw) : NaN);
  const inRange = (value: number) => value >= min && value <= max;
  return {
    label,
    schema: { type: 'integer', minimum: min, maximum: max },
    parse: (raw) =>
      inRange(valueOf(raw)) ? ok(valueOf(raw)) : fail(`${label} must be a whole number from ${min} to ${max}`),
    read: (raw) => (inRange(valueOf(raw.trim())) ? valueOf(raw.trim()) : undefined),
  };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO-8601 instant with a zone, kept as written. */
export function instant(label: string): ParamKind<string> {
  const valid = (raw: string) => ISO_INSTANT.test(raw) && Number.isFinite(Date.parse(raw));
  return {
    label,
    schema: { type: 'string', format: 'date-time' },
    parse: (raw) => (valid(raw) ? ok(raw) : fail(`${label} must be an ISO-8601 date-time, e.g. 2026-11-01T00:00:00Z`)),
    read: (raw) => (valid(raw.trim()) ? raw.trim() : undefined),
  };
}

type Params = Record<string, ParamKind<WireValue>>;
type ValueOf<K> = K extends ParamKind<infer T> ? T : never;
/** The wire values of a list's filter parameters, each optional. */
export type ParamValues<P extends Params> = { [K in keyof P]?: ValueOf<P[K]> };

/** A console filter: its URL parameter, its "no filter" value, and the wire parameters it sets. */
export interface ListFilter<V, P extends Params> {
  readonly url: string;
  readonly none: V;
  /** Every value the filter can take, `none` first, where they are a fixed set (for a select). */
  readonly values?: readonly V[];
  read(raw: string | null): V;
  write(value: V): string | null;
  toQuery(value: V): ParamValues<P>;
}

type Filters<P extends Params> = Record<string, ListFilter<unknown, P>>;

/** The builders a spec's `filters` get, bound to its wire parameters. */
export interface FilterBuilders<P extends Params> {
  /** A filter that is one wire parameter, under its own name in the URL unless `url` says otherwise. */
  param<K extends keyof P & string, N extends string | null>(
    key: K,
    none: N,
    options?: { url?: string },
  ): ListFilter<ValueOf<P[K]> | N, P>;
  /** A filter with named choices, each setting some wire parameters (`none` sets none). */
  choice<N extends string, C extends string>(
    url: string,
    none: N,
    choices: Record<C, ParamValues<P>>,
  ): ListFilter<N | C, P>;
}

function filterBuilders<P extends Params>(params: P): FilterBuilders<P> {
  return {
    param(key, none, options = {}) {
      const kind = params[key] as ParamKind<WireValue>;
      type V = ValueOf<P[typeof key]> | typeof none;
      return {
        url: options.url ?? key,
        none,
        read: (raw) => (raw === null ? none : ((kind.read(raw) as V | undefined) ?? none)),
        write: (value) => (value === none ? null : String(value)),
        toQuery: (value) => (value === none ? {} : ({ [key]: value } as ParamValues<P>)),
      };
    },
    choice(url, none, choices) {
      const names = Object.keys(choices) as (keyof typeof choices & string)[];
      return {
        url,
        none,
        values: [none, ...names],
        read: (raw) => names.find((n) => n.toLowerCase() === raw?.trim().toLowerCase()) ?? none,
        write: (value) => (value === none ? null : value),
        toQuery: (value) => (value === none ? {} : { ...choices[value as keyof typeof choices] }),
      };
    },
  };
}

export interface ListSpecInput<F extends string, Z extends number, P extends Params, X extends Filters<P>> {
  sortFields: readonly F[];
  defaultSort: { field: F; direction: SortDirection };
  /** The page sizes the console offers; the API accepts any size from 1 to `maxSize`. */
  pageSizes: readonly Z[];
  defaultSize: NoInfer<Z>;
  maxSize: number;
  /** The longest search the API accepts, when the list has a search. */
  searchMaxLength?: number;
  params: P;
  filters: (build: FilterBuilders<P>) => X;
  /** Rules across parameters, for the server (e.g. a range's ends in order). */
  check?: (values: ParamValues<P>) => FieldError[];
  /** What the console makes of a URL state whose filters contradict each other. */
  repair?: (state: ListStateOf<F, Z, X>) => ListStateOf<F, Z, X>;
}

type FilterValue<L> = L extends ListFilter<infer V, Params> ? V : never;

/** What a list screen shows, as its URL holds it. `page` is 1-based. */
export type ListStateOf<F extends string, Z extends number, X> = {
  page: number;
  size: Z;
  sortField: F;
  sortDirection: SortDirection;
  search: string;
} & { [K in keyof X]: FilterValue<X[K]> };

/** The API query of a list. `page` is 0-based. */
export type ListQueryOf<F extends string, P extends Params> = {
  page?: number;
  size?: number;
  sort?: `${F},${SortDirection}`;
  search?: string;
} & ParamValues<P>;

/** The search and filters of a list's API query, without page, size and sort: a bulk call's `filter`. */
export type ListFilterOf<P extends Params> = { search?: string } & ParamValues<P>;

/** The server's reading of a valid query: sort taken apart, search trimmed ('' matches all). */
export type ListCriteriaOf<F extends string, P extends Params> = {
  page: number;
  size: number;
  sortField: F;
  sortDirection: SortDirection;
  search: string;
} & ParamValues<P>;

export type ParsedListQuery<C> = { ok: true; criteria: C } | { ok: false; errors: FieldError[] };

/** The state, query and criteria types of a spec (`ListState<typeof USER_LIST>`). */
export type ListState<S> = S extends { parseUrl(params: URLSearchParams): infer State } ? State : never;
export type ListQuery<S> = S extends { toQuery(state: never): infer Query } ? Query : never;
export type ListCriteria<S> = S extends { parseQuery(params: URLSearchParams): ParsedListQuery<infer C> } ? C : never;

export interface ListSpec<F extends string, Z extends number, P extends Params, X extends Filters<P>> {
  readonly sortFields: readonly F[];
  readonly pageSizes: readonly Z[];
  readonly maxSize: number;
  readonly searchMaxLength: number | undefined;
  readonly params: P;
  readonly filters: X;
  /** The view a bare URL shows. */
  readonly defaults: Readonly<ListStateOf<F, Z, X>>;
  parseUrl(params: URLSearchParams): ListStateOf<F, Z, X>;
  /** The URL parameters of a state, defaults left out so shared links stay short. */
  toSearchParams(state: ListStateOf<F, Z, X>): URLSearchParams;
  toQuery(state: ListStateOf<F, Z, X>): ListQueryOf<F, P>;
  /**
   * The rows a state shows on every page: its search and filters by their API names (`categoryId`,
   * `locked`; never the URL's `category` or `status`), what a bulk call over every matching row sends.
   */
  toFilter(state: ListStateOf<F, Z, X>): ListFilterOf<P>;
  hasFilters(state: ListStateOf<F, Z, X>): boolean;
  /** Every filter and the search cleared, back on page 1; sort and page size kept. */
  clearFilters(state: ListStateOf<F, Z, X>): ListStateOf<F, Z, X>;
  /** A link to the list at `path` showing the default view changed by `patch` ("/users?status=locked"). */
  linkTo(path: string, patch: Partial<ListStateOf<F, Z, X>>): string;
  parseQuery(params: URLSearchParams): ParsedListQuery<ListCriteriaOf<F, P>>;
}

export function defineListSpec<const F extends string, const Z extends number, P extends Params, X extends Filters<P>>(
  input: ListSpecInput<F, Z, P, X>,
): ListSpec<F, Z, P, X> {
  type State = ListStateOf<F, Z, X>;
  const filters = input.filters(filterBuilders(input.params));
  const filterEntries = Object.entries(filters);
  const searchMax = input.searchMaxLength ?? 0;
  const noFilters = Object.fromEntries(filterEntries.map(([name, f]) => [name, f.none]));
  const defaults = Object.freeze({
    page: 1,
    size: input.defaultSize,
    sortField: input.defaultSort.field,
    sortDirection: input.defaultSort.direction,
    search: '',
    ...noFilters,
  }) as Readonly<State>;
  const sortText = (field: F, direction: SortDirection) => `${field},${direction}` as const;

  const spec: ListSpec<F, Z, P, X> = {
    sortFields: input.sortFields,
    pageSizes: input.pageSizes,
    maxSize: input.maxSize,
    searchMaxLength: input.searchMaxLength,
    params: input.params,
    filters,
    defaults,

    parseUrl(params) {
      const state = {
        page: parsePageParam(params.get('page')),
        size: parseSizeParam(input.pageSizes, params.get('size'), input.defaultSize),
        ...parseSortParam(input.sortFields, params.get('sort'), {
          sortField: defaults.sortField,
          sortDirection: defaults.sortDirection,
        }),
        search: searchMax ? keepFirst((params.get('search') ?? '').trim(), searchMax) : '',
        ...Object.fromEntries(filterEntries.map(([name, f]) => [name, f.read(params.get(f.url))])),
      } as State;
      return input.repair ? input.repair(state) : state;
    },

    toSearchParams(state) {
      const params = new URLSearchParams();
      const search = state.search.trim();
      if (search) params.set('search', search);
      for (const [name, f] of filterEntries) {
        const value = f.write(state[name as keyof State]);
        if (value !== null) params.set(f.url, value);
      }
      if (state.sortField !== defaults.sortField || state.sortDirection !== defaults.sortDirection) {
        params.set('sort', sortText(state.sortField, state.sortDirection));
      }
      if (state.size !== defaults.size) params.set('size', String(state.size));
      if (state.page !== defaults.page) params.set('page', String(state.page));
      return params;
    },

    toQuery(state) {
      return {
        page: state.page - 1,
        size: state.size,
        sort: sortText(state.sortField, state.sortDirection),
        ...spec.toFilter(state),
      } as ListQueryOf<F, P>;
    },

    toFilter(state) {
      const filter: ListFilterOf<P> = {};
      const search = state.search.trim();
      if (search) filter.search = search;
      for (const [name, f] of filterEntries) Object.assign(filter, f.toQuery(state[name as keyof State]));
      return filter;
    },

    hasFilters(state) {
      return state.search.trim() !== '' || filterEntries.some(([name, f]) => state[name as keyof State] !== f.none);
    },

    clearFilters(state) {
      return { ...state, page: 1, search: '', ...noFilters };
    },

    linkTo(path, patch) {
      const query = spec.toSearchParams({ ...defaults, ...patch } as State).toString();
      return query ? `${path}?${query}` : path;
    },

    parseQuery(params) {
      const errors: FieldError[] = [];
      const single = (field: string, label: string): string | undefined => {
        const values = params.getAll(field);
        if (values.length > 1) errors.push({ field, message: `${label} may be given only once` });
        return values.length === 1 ? values[0] : undefined;
      };
      const read = <T extends WireValue>(field: string, kind: ParamKind<T>): T | undefined => {
        const raw = single(field, kind.label);
        if (raw === undefined) return undefined;
        const outcome = kind.parse(raw);
        if (outcome.ok) return outcome.value;
        errors.push({ field, message: outcome.message });
        return undefined;
      };
      const page = read('page', wholeNumber('Page', 0, MAX_LIST_PAGE)) ?? 0;
      const size = read('size', wholeNumber('Size', 1, input.maxSize)) ?? input.defaultSize;
      const sort = readSort(single('sort', 'Sort'), input.sortFields, errors) ?? {
        sortField: defaults.sortField,
        sortDirection: defaults.sortDirection,
      };
      let search = '';
      if (searchMax) {
        search = single('search', 'Search')?.trim() ?? '';
        if ([...search].length > searchMax) {
          errors.push({ field: 'search', message: `Search must be at most ${searchMax} characters` });
          search = '';
        }
      }
      const values: ParamValues<P> = {};
      for (const [field, kind] of Object.entries(input.params)) {
        const value = read(field, kind);
        if (value !== undefined) Object.assign(values, { [field]: value });
      }
      errors.push(...(input.check?.(values) ?? []));
      if (errors.length > 0) return { ok: false, errors };
      return { ok: true, criteria: { page, size, ...sort, search, ...values } };
    },
  };
  return spec;
}

function readSort<F extends string>(
  raw: string | undefined,
  fields: readonly F[],
  errors: FieldError[],
): { sortField: F; sortDirection: SortDirection } | undefined {
  if (raw === undefined) return undefined;
  const [field, direction, ...rest] = raw.split(',');
  const sortField = fields.find((f) => f === field);
  const sortDirection = direction?.toLowerCase();
  if (rest.length > 0 || (sortDirection !== 'asc' && sortDirection !== 'desc')) {
    errors.push({ field: 'sort', message: 'Sort must be "field,asc" or "field,desc"' });
    return undefined;
  }
  if (!sortField) {
    errors.push({ field: 'sort', message: `Sort field must be one of ${fields.join(', ')}` });
    return undefined;
  }
  return { sortField, sortDirection };
}
