import { findAdminByEmail } from '../auth/auth-model';
import { db } from '../../core/db';
import { PACT_CALLER_EMAIL, PACT_PROVIDER_STATES, PROVIDER_STATES, signInCaller } from '../users/admin-provider-states';
import { optionalTextParam, textParam } from '../../core/provider-state-params';
import type { ProviderStateParams, ProviderStateSetup } from '../../core/provider-state-params';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_LISTS } from '@/api/saved-views';
import { savedViewCreateSchema } from '@/api/requests/saved-views';
import { canonicalViewQuery } from './canonical-view-query';

/** The provider states of contracts/saved-views.pact.test.ts; provider-states.ts registers the setups. */
export const VIEW_PROVIDER_STATES = {
  /**
   * params: id, list, name, query, columns (`{ order, hidden }` or null), accessToken; callerEmail
   * and callerRole as for the admins. The caller has saved this one view of the list, and no other
   * of that name.
   */
  viewOwned: 'the signed-in admin has saved view {id} of the {list} list',
  /**
   * params: as viewOwned, plus ownerId, ownerEmail, ownerFullName: the view belongs to that admin
   * (an `EDITOR`, as `an admin with id {id} exists` makes one), not to the caller.
   */
  viewOfAnother: 'admin {ownerEmail} has saved view {id} of the {list} list',
  /** params: id, accessToken. */
  viewMissing: 'no saved view with id {id} exists',
  /** params: list, accessToken (callerEmail, callerRole as for the admins). The caller keeps as many views of the list as an admin may. */
  viewsAtLimit: 'the signed-in admin has saved as many views of the {list} list as they may',
} as const;

export type ViewProviderStateName = (typeof VIEW_PROVIDER_STATES)[keyof typeof VIEW_PROVIDER_STATES];

const SAVED_AT = '2026-01-10T08:30:00.000Z';

/**
 * Saves the state's view for `ownerId` under exactly the state's id, as `POST /saved-views` would
 * keep it (the request schema's rules, the query in its list's canonical form); any view holding
 * the id, or the owner's view of that list with that name, is replaced.
 */
async function putView(params: ProviderStateParams, ownerId: string): Promise<void> {
  const parsed = savedViewCreateSchema().safeParse({
    list: params.list,
    name: params.name,
    query: params.query,
    columns: params.columns ?? null,
  });
  if (!parsed.success)
    throw new Error(
      `params of the view are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  const { list, name, query, columns } = parsed.data;
  const id = textParam(params, 'id');
  const wanted = name.toLowerCase();
  db.savedViews.deleteMany((q) => q.where({ id }));
  db.savedViews.deleteMany((q) => q.where({ ownerId, list, name: (value) => value.toLowerCase() === wanted }));
  await db.savedViews.create({
    id,
    list,
    name,
    query: canonicalViewQuery(list, query),
    columns,
    ownerId,
    createdAt: SAVED_AT,
    updatedAt: SAVED_AT,
  });
}

export const VIEW_PACT_PROVIDER_STATES: Record<ViewProviderStateName, ProviderStateSetup> = {
  [VIEW_PROVIDER_STATES.viewOwned]: async (params) => {
    const caller = await signInCaller(params);
    await putView(params, caller.id);
  },
  [VIEW_PROVIDER_STATES.viewOfAnother]: async (params) => {
    const ownerId = textParam(params, 'ownerId');
    // The owner as `an admin with id {id} exists` makes an admin; that setup signs the caller in too.
    await PACT_PROVIDER_STATES[PROVIDER_STATES.adminExists]({
      ...params,
      id: ownerId,
      email: textParam(params, 'ownerEmail'),
      fullName: optionalTextParam(params, 'ownerFullName'),
      role: undefined,
    });
    const caller = findAdminByEmail(optionalTextParam(params, 'callerEmail') ?? PACT_CALLER_EMAIL);
    if (!caller || caller.id === ownerId)
      throw new Error('the owner of the view must be another admin than the caller');
    await putView(params, ownerId);
  },
  [VIEW_PROVIDER_STATES.viewsAtLimit]: async (params) => {
    const caller = await signInCaller(params);
    const list = SAVED_VIEW_LISTS.find((name) => name === textParam(params, 'list'));
    if (!list) throw new Error(`list must be one of ${SAVED_VIEW_LISTS.join(', ')}`);
    db.savedViews.deleteMany((q) => q.where({ ownerId: caller.id, list }));
    for (let n = 1; n <= SAVED_VIEW_LIMITS.perList; n++) {
      await putView({ id: crypto.randomUUID(), list, name: `Pact view ${n}`, query: '', columns: null }, caller.id);
    }
  },
  [VIEW_PROVIDER_STATES.viewMissing]: async (params) => {
    const id = textParam(params, 'id');
    db.savedViews.deleteMany((q) => q.where({ id }));
    await signInCaller(params);
  },
};
