import type { EndpointDeclaration } from '@/api/endpoints/define';
import { endpointOf, type ContractCoverageData } from '../../mocks/core/request-record';

/** The pact as far as coverage reads it. */
interface PactJson {
  interactions: { description: string; request: { method: string; path: string }; response: { status: number } }[];
}

/**
 * The coverage data mocks/core/contract-coverage.json holds, made from the pact: each interaction's
 * description, its endpoint (the declaration's template, from the origin, as the pact's path
 * matches it) and its status. An interaction whose path matches no declared endpoint is an error
 * (the drift guard says the same).
 */
export function buildCoverageData(
  pact: PactJson,
  endpoints: Readonly<Record<string, EndpointDeclaration>>,
  bases: { admin: string; general: string },
  source: string,
): ContractCoverageData {
  const declared = Object.entries(endpoints).map(([key, declaration]) => {
    const [method, path] = key.split(' ') as [string, string];
    return `${method} ${declaration.api === 'general' ? bases.general : bases.admin}${path}`;
  });
  const interactions = pact.interactions.map(({ description, request, response }) => {
    const endpoint = endpointOf(request.method, request.path, declared);
    if (endpoint === null)
      throw new Error(`"${description}" (${request.method} ${request.path}) matches no declared endpoint`);
    return { description, endpoint, status: response.status };
  });
  interactions.sort(
    (a, b) => a.endpoint.localeCompare(b.endpoint) || a.status - b.status || a.description.localeCompare(b.description),
  );
  return { source, endpoints: declared, interactions };
}

/** The file as committed: two-space JSON and a final newline. */
export const serialiseCoverageData = (data: ContractCoverageData): string => `${JSON.stringify(data, null, 2)}\n`;
