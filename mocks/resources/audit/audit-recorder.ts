import type { AuditOutcome } from '@/api/audit';
import type { AuditEntry, EndpointAudit } from '@/api/endpoints/define';
import { REFUSAL_MESSAGES } from '@/api/permissions';
import type { PathParams } from 'msw';
import { findAdminById } from '../auth/auth-model';
import { appendAuditEvent, auditTargetLabel, SETTINGS_TARGET } from './audit-log';
import type { AuditActor } from './audit-log';
import type { MockResolver } from '../../core/http';
import { findSessionByAccessToken, findSessionByRefreshToken } from '../auth/sessions';

/**
 * The resolver with its endpoint's audit trail (the declaration's `audit`): a successful (2xx) call
 * appends one audit event, and a call the permission rules refused appends one `denied` event. The
 * one place that records: resolvers stay unaware of the audit log. An endpoint that records nothing
 * (a read, or `{ none }`) keeps its resolver as it is.
 */
export function withAuditTrail(key: string, audit: EndpointAudit | undefined, resolver: MockResolver): MockResolver {
  if (!audit || 'none' in audit) return resolver;
  const route: AuditEntry = audit;
  return async ({ request, params }) => {
    const before = await observe(route, request, params);
    const response = await resolver({ request, params });
    const outcome = response.ok ? 'success' : (await isRefusal(response)) ? 'denied' : null;
    if (outcome) {
      try {
        await record(route, before, response, outcome);
      } catch (error) {
        console.warn(
          `[mock] audit event for ${key} not recorded (${error instanceof Error ? error.name : typeof error})`,
        );
      }
    }
    return response;
  };
}

interface Before {
  actor: AuditActor | null;
  targetId: string | null;
  targetLabel: string | null;
  action: string;
}

const actorOf = (adminId: string | undefined): AuditActor | null => {
  const admin = adminId === undefined ? undefined : findAdminById(adminId);
  return admin ? { id: admin.id, email: admin.email } : null;
};

/** What only the request and the data before the call can tell: the actor, and a target that may be deleted. */
async function observe(route: AuditEntry, request: Request, params: PathParams): Promise<Before> {
  const body = route.refine || route.action === 'auth.logout' ? await jsonOf(request.clone()) : null;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const found = bearer ? findSessionByAccessToken(bearer) : undefined;
  let actor = found && 'session' in found ? actorOf(found.session.adminId) : null;
  if (route.action === 'auth.logout' && typeof body?.refreshToken === 'string') {
    actor = actorOf(findSessionByRefreshToken(body.refreshToken)?.adminId);
  }
  const targetId = route.target === 'param' && typeof params.id === 'string' ? params.id : null;
  const before = route.targetType === 'ADMIN' && targetId !== null ? findAdminById(targetId) : undefined;
  return {
    actor,
    targetId,
    targetLabel: auditTargetLabel(route.targetType, targetId),
    action: route.refine ? route.refine(body, before ?? null) : route.action,
  };
}

/** Whether the answer is a refusal by the permission rules (a 403 with a rule's code, or deactivating oneself). */
async function isRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403 && response.status !== 409) return false;
  const code = (await jsonOf(response.clone()))?.code;
  return typeof code === 'string' && code in REFUSAL_MESSAGES;
}

async function record(route: AuditEntry, before: Before, response: Response, outcome: AuditOutcome): Promise<void> {
  if (route.target === 'bulk' && outcome === 'success') return recordBulkItems(route, before, response);
  let { actor, targetId, targetLabel } = before;
  if (outcome === 'denied' && (route.target === 'created' || route.target === 'signed-in' || route.target === 'bulk')) {
    // Nothing was created, nobody signed in, no item was looked at: the attempt has no target.
    if (route.target === 'signed-in') return;
    targetId = null;
  } else if (route.target === 'created' || route.target === 'signed-in') {
    const body = await jsonOf(response.clone());
    if (route.target === 'signed-in') {
      // A setup-only session is not a sign-in yet: it counts once enrolment issues full access.
      if (body?.requires2FASetup !== false) return;
      actor = actorOf(typeof body.adminId === 'string' ? body.adminId : undefined);
      targetId = actor?.id ?? null;
    } else {
      targetId = typeof body?.id === 'string' ? body.id : null;
    }
  } else if (route.target === 'self') {
    targetId = actor?.id ?? null;
  } else if (route.target === 'settings') {
    targetId = SETTINGS_TARGET.id;
  }
  // The label as it is after the call (a rename shows the new name), or as it was (a deletion).
  targetLabel = auditTargetLabel(route.targetType, targetId) ?? targetLabel;
  await appendAuditEvent({
    actor,
    action: before.action,
    targetType: route.targetType,
    targetId,
    targetLabel,
    outcome,
  });
}

/**
 * One event per item of a bulk answer (`BulkResult`): a done item as `success` with the item action,
 * an item a permission rule refused as `denied`; other refusals (already so, not found, changed
 * since) record nothing, as a failed single call records nothing. A bulk action never renames, so
 * the item's label is its name after the call (and before it, for a deletion).
 */
async function recordBulkItems(route: AuditEntry, before: Before, response: Response): Promise<void> {
  const body = await jsonOf(response.clone());
  const action = route.itemAction && typeof body?.action === 'string' ? route.itemAction(body.action) : route.action;
  for (const item of Array.isArray(body?.items) ? (body.items as unknown[]) : []) {
    if (!item || typeof item !== 'object') continue;
    const { id, label, outcome, code } = item as Record<string, unknown>;
    const recorded =
      outcome === 'done' ? 'success' : typeof code === 'string' && code in REFUSAL_MESSAGES ? 'denied' : null;
    if (typeof id !== 'string' || recorded === null) continue;
    await appendAuditEvent({
      actor: before.actor,
      action,
      targetType: route.targetType,
      targetId: id,
      targetLabel: typeof label === 'string' ? label : null,
      outcome: recorded,
    });
  }
}

async function jsonOf(source: Request | Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await source.text());
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
