import { t, type MessageKey } from './i18n';

/** Why a sign-in failed, in words (src/api/audit.test.ts holds this to SIGN_IN_FAILURE_REASONS). */
const REASON_WORDS: Record<string, MessageKey | undefined> = {
  'unknown-email': 'common.audit.reason.unknownEmail',
  'wrong-password': 'common.audit.reason.wrongPassword',
  'totp-missing': 'common.audit.reason.totpMissing',
  'totp-invalid': 'common.audit.reason.totpInvalid',
  'account-locked': 'common.audit.reason.accountLocked',
  'account-inactive': 'common.audit.reason.accountInactive',
  'rate-limited': 'common.audit.reason.rateLimited',
};

/** Every action the log records has its own words (the test holds this to AUDIT_ACTIONS). */
const WORDS: Record<string, MessageKey | undefined> = {
  'auth.login': 'common.audit.action.authLogin',
  'auth.login-failed': 'common.audit.action.authLoginFailed',
  'auth.logout': 'common.audit.action.authLogout',
  'auth.logout-all': 'common.audit.action.authLogoutAll',
  'admin.create': 'common.audit.action.adminCreate',
  'admin.update': 'common.audit.action.adminUpdate',
  'admin.activate': 'common.audit.action.adminActivate',
  'admin.deactivate': 'common.audit.action.adminDeactivate',
  'admin.lock': 'common.audit.action.adminLock',
  'admin.unlock': 'common.audit.action.adminUnlock',
  'admin.reset-password': 'common.audit.action.adminResetPassword',
  'admin.avatar-upload': 'common.audit.action.adminAvatarUpload',
  'admin.avatar-remove': 'common.audit.action.adminAvatarRemove',
  'admin.undo': 'common.audit.action.adminUndo',
  'profile.update': 'common.audit.action.profileUpdate',
  'profile.password': 'common.audit.action.profilePassword',
  'profile.theme': 'common.audit.action.profileTheme',
  'profile.language': 'common.audit.action.profileLanguage',
  'profile.avatar-upload': 'common.audit.action.profileAvatarUpload',
  'profile.avatar-remove': 'common.audit.action.profileAvatarRemove',
  'profile.2fa-setup': 'common.audit.action.profile2faSetup',
  'wine.create': 'common.audit.action.wineCreate',
  'wine.update': 'common.audit.action.wineUpdate',
  'wine.publish': 'common.audit.action.winePublish',
  'wine.archive': 'common.audit.action.wineArchive',
  'wine.delete': 'common.audit.action.wineDelete',
  'wine.label-upload': 'common.audit.action.wineLabelUpload',
  'wine.label-remove': 'common.audit.action.wineLabelRemove',
  'wine.undo': 'common.audit.action.wineUndo',
  'category.create': 'common.audit.action.categoryCreate',
  'category.rename': 'common.audit.action.categoryRename',
  'category.delete': 'common.audit.action.categoryDelete',
  'cellar.update': 'common.audit.action.cellarUpdate',
  'cellar.archive': 'common.audit.action.cellarArchive',
  'settings.update': 'common.audit.action.settingsUpdate',
};

/**
 * An audit action (`resource.verb`) in words, e.g. "published wine"; an action this console does
 * not know yet reads as its verb and resource ("merged vintage") rather than as a code.
 */
export function auditActionWords(action: string): string {
  const known = WORDS[action];
  if (known) return t(known);
  const [resource = '', verb = ''] = action.split('.');
  if (!verb) return action.replaceAll('-', ' ');
  const past = verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
  return `${past.replaceAll('-', ' ')} ${resource}`.trim();
}

/** Whether an action has words of its own rather than the generic reading. */
export function hasOwnWords(action: string): boolean {
  return WORDS[action] !== undefined;
}

/**
 * A failed sign-in's reason and address in words, e.g. "wrong password, from 203.0.113.7"; a reason
 * this console does not know yet reads as its code's words.
 */
export function signInFailureWords(signIn: { reason: string; clientAddress: string }): string {
  const known = REASON_WORDS[signIn.reason];
  const reason = known ? t(known) : signIn.reason.replaceAll('-', ' ');
  return t('common.audit.signInFailure', { reason, address: signIn.clientAddress });
}

/** Whether a sign-in failure's reason has words of its own rather than its code's. */
export function hasReasonWords(reason: string): boolean {
  return REASON_WORDS[reason] !== undefined;
}
