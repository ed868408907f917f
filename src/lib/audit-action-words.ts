/** Why a sign-in failed, in words (src/api/audit.test.ts holds this to SIGN_IN_FAILURE_REASONS). */
const REASON_WORDS: Record<string, string | undefined> = {
  'unknown-email': 'unknown e-mail',
  'wrong-password': 'wrong password',
  'totp-missing': 'no two-factor code',
  'totp-invalid': 'wrong two-factor code',
  'account-locked': 'account locked',
  'account-inactive': 'account deactivated',
  'rate-limited': 'too many attempts',
};

/** Every action the log records has its own words (the test holds this to AUDIT_ACTIONS). */
const WORDS: Record<string, string | undefined> = {
  'auth.login': 'signed in',
  'auth.login-failed': 'failed to sign in',
  'auth.logout': 'signed out',
  'auth.logout-all': 'signed out everywhere',
  'admin.create': 'created admin',
  'admin.update': 'updated admin',
  'admin.activate': 'activated admin',
  'admin.deactivate': 'deactivated admin',
  'admin.lock': 'locked admin',
  'admin.unlock': 'unlocked admin',
  'admin.reset-password': 'reset the password of',
  'admin.avatar-upload': 'changed the avatar of',
  'admin.avatar-remove': 'removed the avatar of',
  'admin.undo': 'undid a bulk change to admin',
  'profile.update': 'updated their profile',
  'profile.password': 'changed their password',
  'profile.theme': 'changed their theme',
  'profile.language': 'changed their language',
  'profile.avatar-upload': 'changed their avatar',
  'profile.avatar-remove': 'removed their avatar',
  'profile.2fa-setup': 'set up two-factor authentication',
  'wine.create': 'added wine',
  'wine.update': 'edited wine',
  'wine.publish': 'published wine',
  'wine.archive': 'archived wine',
  'wine.delete': 'deleted wine',
  'wine.label-upload': 'changed the label of',
  'wine.label-remove': 'removed the label of',
  'wine.undo': 'undid a bulk change to wine',
  'category.create': 'created category',
  'category.rename': 'renamed category',
  'category.delete': 'deleted category',
  'cellar.update': 'updated cellar',
  'cellar.archive': 'archived cellar',
  'settings.update': 'changed the settings',
};

/**
 * An audit action (`resource.verb`) in words, e.g. "published wine"; an action this console does
 * not know yet reads as its verb and resource ("merged vintage") rather than as a code.
 */
export function auditActionWords(action: string): string {
  const known = WORDS[action];
  if (known) return known;
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
  return `${REASON_WORDS[signIn.reason] ?? signIn.reason.replaceAll('-', ' ')}, from ${signIn.clientAddress}`;
}

/** Whether a sign-in failure's reason has words of its own rather than its code's. */
export function hasReasonWords(reason: string): boolean {
  return REASON_WORDS[reason] !== undefined;
}
