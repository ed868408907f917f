import { validatePassword } from './password-policy';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
// A subset of the policy's special characters (PASSWORD_SPECIAL_CHARACTERS) that is easy to type.
const SPECIAL = '!@#$%^&*()-_=+[]{};:,.?';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

/** Uniform integer in [0, max) from the platform's cryptographic random source. */
function cryptoRandom(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  let value: number;
  do {
    crypto.getRandomValues(buffer);
    value = buffer[0] ?? 0;
  } while (value >= limit);
  return value % max;
}

/**
 * A strong random password that meets the policy: at least one of each character class, the rest
 * from all of them, shuffled. Look-alike characters (0/O, 1/l/I) are left out for reading aloud.
 */
export function generatePassword(length = 20, random: (max: number) => number = cryptoRandom): string {
  const size = Math.max(length, 12);
  const pick = (set: string) => set.charAt(random(set.length));
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < size) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.join('');
  if (validatePassword(password) !== null) {
    throw new Error('generated password does not meet the policy');
  }
  return password;
}
