import type { HttpHandler } from 'msw';

/** `METHOD /path` of a handler below `base`, or null for handlers of other bases and catch-alls. */
export function routeKeyOf(handler: HttpHandler, base: string): string | null {
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith(`${base}/`) || path.endsWith('/*'))
    return null;
  return `${method.toUpperCase()} ${path.slice(base.length)}`;
}
