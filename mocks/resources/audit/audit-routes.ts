import type { AuditAction, AuditTargetType } from '@/api/audit';

/**
 * Where an audited call finds its target: the `:id` path parameter, the `id` of the created record
 * in the response, the signed-in admin themself, the settings row, or the admin a sign-in response
 * names.
 */
export type AuditTargetSource = 'param' | 'created' | 'self' | 'settings' | 'signed-in';

export interface AuditRoute {
  action: AuditAction;
  targetType: AuditTargetType;
  target: AuditTargetSource;
  /** Picks a more specific action from the request body and the target as it was before the call. */
  refine?: (body: Record<string, unknown> | null, before: { active?: boolean } | null) => AuditAction;
}

/**
 * Mutating routes (below the admin base) that deliberately record nothing, with the reason: the
 * completeness test accepts a route only when it is here or in `AUDIT_ROUTES`.
 */
export const UNAUDITED_ROUTES: Record<string, string> = {
  'POST /auth/refresh': 'token rotation keeps an existing sign-in; it is not an admin action',
};

const admin = (action: AuditAction, target: AuditTargetSource = 'param'): AuditRoute => ({ action, targetType: 'ADMIN', target });
const wine = (action: AuditAction, target: AuditTargetSource = 'param'): AuditRoute => ({ action, targetType: 'WINE', target });
const category = (action: AuditAction, target: AuditTargetSource = 'param'): AuditRoute => ({ action, targetType: 'CATEGORY', target });
const cellar = (action: AuditAction): AuditRoute => ({ action, targetType: 'CELLAR', target: 'param' });

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
      if (typeof body?.active !== 'boolean' || before?.active === undefined || body.active === before.active) return 'admin.update';
      return body.active ? 'admin.activate' : 'admin.deactivate';
    },
  },
  'DELETE /users/:id': admin('admin.deactivate'),
  'POST /users/:id/unlock': admin('admin.unlock'),
  'POST /users/:id/reset-password': admin('admin.reset-password'),
  'POST /users/:id/avatar': admin('admin.avatar-upload'),
  'DELETE /users/:id/avatar': admin('admin.avatar-remove'),

  'POST /wines': wine('wine.create', 'created'),
  'PUT /wines/:id': wine('wine.update'),
  'POST /wines/:id/publish': wine('wine.publish'),
  'POST /wines/:id/archive': wine('wine.archive'),
  'DELETE /wines/:id': wine('wine.delete'),
  'POST /wines/:id/label': wine('wine.label-upload'),
  'DELETE /wines/:id/label': wine('wine.label-remove'),

  'POST /categories': category('category.create', 'created'),
  'PUT /categories/:id': category('category.rename'),
  'DELETE /categories/:id': category('category.delete'),

  'PUT /cellars/:id': cellar('cellar.update'),
  'POST /cellars/:id/archive': cellar('cellar.archive'),

  'PUT /settings': { action: 'settings.update', targetType: 'SETTINGS', target: 'settings' },
};

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
