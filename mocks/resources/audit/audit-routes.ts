import type { AuditAction, AuditTargetType } from '@/api/audit';
import type { UserBulkAction } from '@/api/users';
import type { WineBulkAction } from '@/api/wines';

/**
 * Where an audited call finds its target: the `:id` path parameter, the `id` of the created record
 * in the response, the signed-in admin themself, the settings row, the admin a sign-in response
 * names, or (`bulk`) each item of a bulk answer (`BulkResult`): one event per item.
 */
export type AuditTargetSource = 'param' | 'created' | 'self' | 'settings' | 'signed-in' | 'bulk';

export interface AuditRoute {
  action: AuditAction;
  targetType: AuditTargetType;
  target: AuditTargetSource;
  /** Picks a more specific action from the request body and the target as it was before the call. */
  refine?: (body: Record<string, unknown> | null, before: { active?: boolean } | null) => AuditAction;
  /** For `bulk`: the action each done item records, from the answer's `action` (default: `action`). */
  itemAction?: (bulkAction: string) => AuditAction;
}

/**
 * Mutating routes (below the admin base) that deliberately record nothing, with the reason: the
 * completeness test accepts a route only when it is here or in `AUDIT_ROUTES`.
 */
export const UNAUDITED_ROUTES: Record<string, string> = {
  'POST /auth/refresh': 'token rotation keeps an existing sign-in; it is not an admin action',
  'POST /saved-views': 'a saved view is the admin’s own way of looking at a list; it changes no data',
  'PUT /saved-views/:id': 'a saved view is the admin’s own way of looking at a list; it changes no data',
  'DELETE /saved-views/:id': 'a saved view is the admin’s own way of looking at a list; it changes no data',
};

const admin = (action: AuditAction, target: AuditTargetSource = 'param'): AuditRoute => ({
  action,
  targetType: 'ADMIN',
  target,
});
const wine = (action: AuditAction, target: AuditTargetSource = 'param'): AuditRoute => ({
  action,
  targetType: 'WINE',
  target,
});
const category = (action: AuditAction, target: AuditTargetSource = 'param'): AuditRoute => ({
  action,
  targetType: 'CATEGORY',
  target,
});
const cellar = (action: AuditAction): AuditRoute => ({ action, targetType: 'CELLAR', target: 'param' });

/** What one item of a bulk action records: the action of the single-item call that does the same. */
const WINE_BULK_ITEM_ACTIONS: Record<WineBulkAction, AuditAction> = {
  PUBLISH: 'wine.publish',
  ARCHIVE: 'wine.archive',
  DELETE: 'wine.delete',
  SET_CATEGORY: 'wine.update',
};
const USER_BULK_ITEM_ACTIONS: Record<UserBulkAction, AuditAction> = {
  DEACTIVATE: 'admin.deactivate',
  UNLOCK: 'admin.unlock',
  SET_ROLE: 'admin.update',
};

/**
 * A bulk route: one event per item of its answer, `success` for a done item (with the single-item
 * action), `denied` for one a permission rule refused; a call the role may not make records one
 * `denied` event without a target (its action from the body's).
 */
function bulk<Action extends string>(
  targetType: AuditTargetType,
  itemActions: Record<Action, AuditAction>,
  fallback: AuditAction,
): AuditRoute {
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
/** An undo of a bulk action: `<resource>.undo` for each item put back. */
const bulkUndo = (action: AuditAction, targetType: AuditTargetType): AuditRoute => ({
  action,
  targetType,
  target: 'bulk',
});

/** Every mutating admin route, as `METHOD /path-pattern` below the admin base, and what it records. */
export const AUDIT_ROUTES: Record<string, AuditRoute> = {
  'POST /auth/login': admin('auth.login', 'signed-in'),
  // Finishing two-factor enrolment issues the full-access session: that is the sign-in.
  'POST /auth/2fa/verify': admin('auth.login', 'signed-in'),
  'POST /auth/2fa/setup': admin('profile.2fa-setup', 'self'),
  'POST /auth/logout': admin('auth.logout', 'self'),
  'POST /auth/logout-all': admin('auth.logout-all', 'self'),
  'PUT /auth/me': admin('profile.update', 'self'),
  'POST /auth/change-password': admin('profile.password', 'self'),
  'POST /auth/me/avatar': admin('profile.avatar-upload', 'self'),
  'DELETE /auth/me/avatar': admin('profile.avatar-remove', 'self'),
  'PATCH /auth/me/theme': admin('profile.theme', 'self'),

  'POST /users': admin('admin.create', 'created'),
  'PUT /users/:id': {
    ...admin('admin.update'),
    refine: (body, before) => {
      if (typeof body?.active !== 'boolean' || before?.active === undefined || body.active === before.active)
        return 'admin.update';
      return body.active ? 'admin.activate' : 'admin.deactivate';
    },
  },
  'DELETE /users/:id': admin('admin.deactivate'),
  'POST /users/:id/unlock': admin('admin.unlock'),
  'POST /users/:id/reset-password': admin('admin.reset-password'),
  'POST /users/:id/avatar': admin('admin.avatar-upload'),
  'DELETE /users/:id/avatar': admin('admin.avatar-remove'),
  'POST /users/bulk': bulk('ADMIN', USER_BULK_ITEM_ACTIONS, 'admin.update'),
  'POST /users/bulk/:id/undo': bulkUndo('admin.undo', 'ADMIN'),

  'POST /wines': wine('wine.create', 'created'),
  'PUT /wines/:id': wine('wine.update'),
  'POST /wines/:id/publish': wine('wine.publish'),
  'POST /wines/:id/archive': wine('wine.archive'),
  'DELETE /wines/:id': wine('wine.delete'),
  'POST /wines/:id/label': wine('wine.label-upload'),
  'DELETE /wines/:id/label': wine('wine.label-remove'),
  'POST /wines/bulk': bulk('WINE', WINE_BULK_ITEM_ACTIONS, 'wine.update'),
  'POST /wines/bulk/:id/undo': bulkUndo('wine.undo', 'WINE'),

  'POST /categories': category('category.create', 'created'),
  'PUT /categories/:id': category('category.rename'),
  'DELETE /categories/:id': category('category.delete'),

  'PUT /cellars/:id': cellar('cellar.update'),
  'POST /cellars/:id/archive': cellar('cellar.archive'),

  'PUT /settings': { action: 'settings.update', targetType: 'SETTINGS', target: 'settings' },
};

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
