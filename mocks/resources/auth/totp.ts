import * as OTPAuth from 'otpauth';
import { db } from '../../core/db';
import { now } from '../../core/mock-config';

export const TOTP_ISSUER = 'Vinotheca';
const PERIOD_SECONDS = 30;
const SECRET_BYTES = 20;

/** A fresh 160-bit secret, base32-encoded. */
export function createTotpSecret(): string {
  return new OTPAuth.Secret({ size: SECRET_BYTES }).base32;
}

export function totpUri(secret: string, accountName: string): string {
  return buildTotp(secret, accountName).toString();
}

/**
 * Accepts a code from the current 30 s step or one step either side, at most once per step and
 * admin, so an observed code cannot be replayed.
 */
export async function verifyTotpCode(adminId: string, secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code) || secret.length < 32) return false;
  const timestamp = now();
  const delta = buildTotp(secret, '').validate({ token: code, timestamp, window: 1 });
  if (delta === null) return false;
  const currentStep = OTPAuth.TOTP.counter({ period: PERIOD_SECONDS, timestamp });
  const step = currentStep + delta;
  if (db.usedTotpCodes.findFirst((q) => q.where({ adminId, step }))) return false;
  db.usedTotpCodes.deleteMany((q) => q.where({ adminId, step: (s) => s < currentStep - 2 }));
  await db.usedTotpCodes.create({ adminId, step });
  return true;
}

function buildTotp(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}
