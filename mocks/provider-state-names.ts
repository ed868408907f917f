/**
 * The provider states the contract (contracts/pacts) names, with the parameters each carries. One
 * state per interaction: every setup starts from a fresh seed and builds all the interaction needs,
 * including the caller's session. contracts/README.md says what a real backend must do for each.
 */
export const PROVIDER_STATES = {
  /** params: email, password. The admin is active, unlocked, without two-factor and not pending it. */
  adminWithPassword: 'an admin with email {email} and password {password} exists',
  /** params: email, password. Enrolled in two-factor: signing in needs a TOTP code. */
  adminWithTwoFactor: 'admin {email} has two-factor authentication enabled',
  /** params: email, password. Must enrol in two-factor: signing in returns a setup-only token. */
  adminPendingTwoFactor: 'admin {email} must set up two-factor authentication',
  /** params: email, password, accessToken, refreshToken. A full-access session with these tokens. */
  signedIn: 'admin {email} is signed in with access token {accessToken}',
  /** params: email, refreshToken. A full-access session whose refresh token is this one. */
  signedInWithRefreshToken: 'admin {email} is signed in with refresh token {refreshToken}',
  /** params: refreshToken. No session holds it. */
  refreshTokenInvalid: 'refresh token {refreshToken} is not valid',
  /** params: accessToken. No session holds it. */
  accessTokenInvalid: 'access token {accessToken} is not valid',
  /** params: email, accessToken. Must enrol in two-factor and holds this setup-only token. */
  setupOnlySession: 'admin {email} holds setup-only token {accessToken}',
  /**
   * params: email, accessToken, secret, code, validAt. Enrolment started with this secret; `code`
   * is the code the authenticator shows at `validAt` and must be accepted once.
   */
  twoFactorSetupStarted: 'admin {email} has started two-factor setup with secret {secret}',
  /** params: id, email, fullName, role, accessToken (the caller's, see signedIn). */
  adminExists: 'an admin with id {id} exists',
  /** params: as adminExists. The admin is locked after failed sign-ins. */
  adminLocked: 'admin {id} is locked',
  /** params: as adminExists. The admin has an avatar. */
  adminWithAvatar: 'admin {id} has an avatar',
  /** params: id, accessToken. */
  adminMissing: 'no admin with id {id} exists',
  /** params: email, accessToken. */
  emailFree: 'no admin has email {email}',
} as const;

export type ProviderStateName = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES];

/** The admin every state that signs someone in uses as the caller, unless its params say otherwise. */
export const PACT_CALLER_EMAIL = 'admin@vinotheca.test';

/** The provider states of the wine domain (reference data, categories, wines); setups in provider-state-wines.ts. */
export const WINE_PROVIDER_STATES = {
  /** params: accessToken. The caller is signed in; the reference data is the static set. */
  referenceData: 'reference data exists and access token {accessToken} is valid',
  /** params: id, name, accessToken. The category exists and no other category has this name. */
  categoryExists: 'a wine category with id {id} and name {name} exists',
  /** params: id, accessToken. */
  categoryMissing: 'no wine category with id {id} exists',
  /** params: id, name, wineCount, accessToken. The category exists and holds exactly wineCount wines. */
  categoryInUse: 'wine category {id} holds {wineCount} wines',
  /**
   * params: id, name, producer, vintage, bottleSizeMl, status, categoryId, categoryName, accessToken.
   * The wine exists in that category with exactly these identity fields and status.
   */
  wineExists: 'a wine with id {id} exists',
  /** params: id, accessToken. */
  wineMissing: 'no wine with id {id} exists',
} as const;

export type WineProviderStateName = (typeof WINE_PROVIDER_STATES)[keyof typeof WINE_PROVIDER_STATES];
