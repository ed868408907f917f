import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Exchange } from './provider-proxy';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
}

const DOCUMENT_ID = 'https://vinotheca.example/openapi.json';
const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks a provider's answers against the OpenAPI document: the operation exists, the status is one
 * it documents, and a JSON body matches the schema of that status and media type. Returns the
 * problems of one answer, each a line naming the call (empty when it conforms).
 */
export function createAnswerValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const routes = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: !template.includes('{'),
  }));
  // A literal path wins over a template (`/users/check-email` over `/users/{id}`).
  routes.sort((a, b) => Number(b.literal) - Number(a.literal));
  const compiled = new Map<string, ValidateFunction>();

  return function check({ method, path, status, contentType, body }: Exchange): string[] {
    const call = `${method} ${path} → ${status}`;
    const route = routes.find(
      (candidate) => candidate.pattern.test(path) && document.paths[candidate.template]?.[method.toLowerCase()],
    );
    if (!route) return [`${call}: no such operation in the document`];
    const responses = document.paths[route.template]![method.toLowerCase()]!.responses;
    const documented = responses[String(status)];
    if (!documented) return [`${call}: status not documented (documented: ${Object.keys(responses).join(', ')})`];
    if (body === undefined) return documented.content ? [`${call}: a body was documented, none came`] : [];
    const mediaType = contentType.split(';')[0]!.trim();
    if (!documented.content?.[mediaType]) return [`${call}: content type ${mediaType} not documented`];
    const pointer = [
      'paths',
      route.template,
      method.toLowerCase(),
      'responses',
      String(status),
      'content',
      mediaType,
      'schema',
    ]
      .map(escapePointer)
      .join('/');
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      compiled.set(pointer, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${call}: ${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`);
  };
}
