import { randomUUID } from 'node:crypto';
import express from 'express';

// A tiny provider of two parts of the Vinotheca Admin API (wine categories and the audit log),
// written the way a backend team would, to show what the contract asks of a real server:
//   - ids its own store makes (the provider states answer them; the pact takes its ids from there),
//   - timestamps as its clock writes them (whole seconds here, like Jackson's Instant),
//   - errors as RFC 9457 problem details (application/problem+json) carrying the console's members,
//   - 422 for a well-formed body with invalid fields, 400 for a bad query, 401 without a valid token,
//   - the page envelope { content, page, size, totalElements, totalPages },
//   - a provider-states endpoint for the verifier, open only in a contract-test run.
// contracts/examples.test.ts verifies it against the committed pact's interactions for these paths:
//   node contracts/examples/express-provider/server.mjs --port 8080

const ADMIN = '/api/v1/admin';
const TARGET_TYPES = ['ADMIN', 'WINE', 'CATEGORY', 'CELLAR', 'SETTINGS', 'SESSION'];
const OUTCOMES = ['success', 'denied', 'failed'];
const REASONS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
};

/** An instant as this server's clock writes it: UTC, whole seconds. */
const instant = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An RFC 9457 problem with the members the console reads: status, error, message, code, errors. */
function problem(res, status, message, extra = {}) {
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: 'about:blank',
        title: REASONS[status],
        status,
        error: REASONS[status],
        message,
        ...extra,
      }),
    );
}

function emptyStore() {
  return { tokens: new Set(), categories: new Map(), wineCounts: new Map(), events: [] };
}

export function createSampleProvider() {
  let store = emptyStore();
  const app = express();
  app.use(express.json());

  // --- provider states (mount this only in the contract-test profile) ---
  const states = {
    'a wine category with id {id} and name {name} exists': (params) => ({ id: putCategory(params.name, 0) }),
    'wine category {id} holds {wineCount} wines': (params) => ({ id: putCategory(params.name, params.wineCount) }),
    'no wine category with id {id} exists': () => ({ id: randomUUID() }),
    'the audit log holds exactly event {id} ({action})': (params) => {
      const id = randomUUID();
      store.events = [
        {
          id,
          at: instant(new Date(params.at)),
          actor: params.actorId ? { id: params.actorId, email: params.actorEmail } : null,
          action: params.action,
          target: { type: params.targetType, id: params.targetId, label: params.targetLabel },
          outcome: params.outcome ?? 'success',
          // A failed sign-in: what was tried, why, and from where (never the password).
          ...(params.signInReason
            ? {
                signIn: { email: params.signInEmail, reason: params.signInReason, clientAddress: params.clientAddress },
              }
            : {}),
        },
      ];
      return { id };
    },
  };
  function putCategory(name, wineCount) {
    const id = randomUUID();
    const at = instant();
    store.categories.set(id, { id, name, description: 'Pact category', createdAt: at, updatedAt: at });
    store.wineCounts.set(id, wineCount);
    return id;
  }
  app.post('/_pact/provider-states', (req, res) => {
    const { state, params = {}, action = 'setup' } = req.body ?? {};
    if (action === 'teardown') return res.json({});
    const setup = states[state];
    if (!setup) return problem(res, 400, `Unknown provider state "${state}"`);
    store = emptyStore();
    if (params.accessToken) store.tokens.add(params.accessToken);
    return res.json(setup(params));
  });

  // --- authentication: a bearer token this server issued ---
  app.use(ADMIN, (req, res, next) => {
    const token = /^Bearer (\S+)$/.exec(req.get('Authorization') ?? '')?.[1];
    if (!token) return problem(res, 401, 'Authentication required', { code: 'UNAUTHENTICATED' });
    if (!store.tokens.has(token))
      return problem(res, 401, 'Invalid or revoked access token', { code: 'TOKEN_INVALID' });
    return next();
  });

  // --- wine categories ---
  const view = (category) => ({ ...category, wineCount: store.wineCounts.get(category.id) ?? 0 });
  const nameTaken = (name, exceptId) =>
    [...store.categories.values()].some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());
  /** The body's field problems, one per field, in the order of the fields. */
  function categoryErrors(body) {
    const errors = [];
    if (typeof body?.name !== 'string' || body.name.trim() === '')
      errors.push({ field: 'name', message: 'Name is required' });
    else if (body.name.trim().length > 60)
      errors.push({ field: 'name', message: 'Name must be at most 60 characters' });
    if (body?.description !== undefined && typeof body.description !== 'string')
      errors.push({ field: 'description', message: 'Description must be a string' });
    return errors;
  }
  const found = (req, res) =>
    store.categories.get(req.params.id) ?? (problem(res, 404, 'Category not found'), undefined);

  app.get(`${ADMIN}/categories`, (_req, res) => {
    res.json([...store.categories.values()].sort((a, b) => a.name.localeCompare(b.name)).map(view));
  });
  app.get(`${ADMIN}/categories/:id`, (req, res) => {
    const category = found(req, res);
    if (category) res.json(view(category));
  });
  app.post(`${ADMIN}/categories`, (req, res) => {
    const errors = categoryErrors(req.body);
    if (errors.length > 0) return problem(res, 422, 'Validation failed', { errors });
    const name = req.body.name.trim();
    if (nameTaken(name))
      return problem(res, 409, 'A category with this name already exists', {
        code: 'CATEGORY_NAME_TAKEN',
        errors: [{ field: 'name', message: 'A category with this name already exists' }],
      });
    const id = randomUUID();
    const at = instant();
    store.categories.set(id, { id, name, description: req.body.description ?? '', createdAt: at, updatedAt: at });
    return res.status(201).json(view(store.categories.get(id)));
  });
  app.put(`${ADMIN}/categories/:id`, (req, res) => {
    const category = found(req, res);
    if (!category) return undefined;
    const errors = categoryErrors(req.body);
    if (errors.length > 0) return problem(res, 422, 'Validation failed', { errors });
    if (nameTaken(req.body.name.trim(), category.id))
      return problem(res, 409, 'A category with this name already exists', { code: 'CATEGORY_NAME_TAKEN' });
    Object.assign(category, {
      name: req.body.name.trim(),
      description: req.body.description ?? '',
      updatedAt: instant(),
    });
    return res.json(view(category));
  });
  app.delete(`${ADMIN}/categories/:id`, (req, res) => {
    const category = found(req, res);
    if (!category) return undefined;
    const wines = store.wineCounts.get(category.id) ?? 0;
    if (wines > 0)
      return problem(res, 409, `This category is used by ${wines} wines. Move them to another category first.`, {
        code: 'CATEGORY_IN_USE',
      });
    store.categories.delete(category.id);
    return res.status(204).end();
  });

  // --- the audit log: a paged list ---
  app.get(`${ADMIN}/audit-events`, (req, res) => {
    const { page = '0', size = '20', sort = 'at,desc', action, targetType, outcome } = req.query;
    const errors = [];
    if (!/^\d+$/.test(page)) errors.push({ field: 'page', message: 'Page must be a whole number from 0' });
    if (!/^\d+$/.test(size) || Number(size) < 1 || Number(size) > 100)
      errors.push({ field: 'size', message: 'Size must be a whole number from 1 to 100' });
    if (!/^at,(asc|desc)$/.test(sort)) errors.push({ field: 'sort', message: 'Sort must be at,asc or at,desc' });
    if (targetType !== undefined && !TARGET_TYPES.includes(targetType))
      errors.push({ field: 'targetType', message: `Target type must be one of ${TARGET_TYPES.join(', ')}` });
    if (outcome !== undefined && !OUTCOMES.includes(outcome))
      errors.push({ field: 'outcome', message: `Outcome must be one of ${OUTCOMES.join(', ')}` });
    if (errors.length > 0) return problem(res, 400, 'Invalid query', { errors });
    const matching = store.events
      .filter(
        (e) =>
          (action === undefined || e.action === action) &&
          (targetType === undefined || e.target.type === targetType) &&
          (outcome === undefined || e.outcome === outcome),
      )
      .sort((a, b) => (sort === 'at,asc' ? a.at.localeCompare(b.at) : b.at.localeCompare(a.at)));
    const [p, s] = [Number(page), Number(size)];
    return res.json({
      content: matching.slice(p * s, p * s + s),
      page: p,
      size: s,
      totalElements: matching.length,
      totalPages: Math.ceil(matching.length / s),
    });
  });

  // A body that is not JSON: 400 with an `errors` entry on `body`, never a stack trace.
  app.use((error, _req, res, next) => {
    if (error?.type === 'entity.parse.failed')
      return problem(res, 400, 'The body is not valid JSON', {
        errors: [{ field: 'body', message: 'Malformed JSON' }],
      });
    return next(error);
  });
  app.use((_req, res) => problem(res, 404, 'No such endpoint'));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 8080;
  const server = createSampleProvider().listen(port, '127.0.0.1', () => {
    console.log(`Sample provider on http://127.0.0.1:${server.address().port} (states: POST /_pact/provider-states)`);
  });
}
