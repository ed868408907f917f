import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { setLanguage } from '@/lib/i18n';
import { describeLoginFailure } from './login-error';

// The sign-in form's words for a refused sign-in (issue 53, item 6): the catalogue's text for a
// code the console knows, in the language shown; the server's message as sent for another.
describe('a refused sign-in', () => {
  const refused = (status: number, code?: string, message?: string) =>
    new ApiError({ kind: 'http', status, code, message });

  it('says the catalogue’s words for a known code, in English exactly as the server does', () => {
    expect(
      describeLoginFailure(
        refused(
          401,
          'INVALID_CREDENTIALS',
          'Invalid email or password. Too many failed attempts lock an account for a while: try again later, or ask an administrator to unlock it.',
        ),
        false,
      ),
    ).toEqual({
      message:
        'Invalid email or password. Too many failed attempts lock an account for a while: try again later, or ask an administrator to unlock it.',
      step: 'credentials',
      tone: 'error',
    });
    expect(describeLoginFailure(refused(401, 'TOTP_REQUIRED', 'Code?'), false)).toEqual({
      message: 'Enter the 6-digit code from your authenticator app',
      step: 'totp',
      tone: 'info',
    });
  });

  it('says them in French, and an unknown code’s message as sent', async () => {
    await setLanguage('fr');
    expect(describeLoginFailure(refused(401, 'TOTP_INVALID', 'Invalid or expired code'), true)).toEqual({
      message: 'Code invalide ou expiré',
      step: 'totp',
      tone: 'error',
    });
    expect(
      describeLoginFailure(refused(401, 'ACCOUNT_INACTIVE', 'Your account has been deactivated.'), false).message,
    ).toBe('Votre compte a été désactivé. Demandez à un administrateur de le réactiver.');
    expect(describeLoginFailure(refused(423, 'ACCOUNT_FROZEN', 'Frozen by the server.'), false).message).toBe(
      'Frozen by the server.',
    );
    expect(describeLoginFailure(refused(500), false).message).toBe(
      'Une erreur inattendue s’est produite. Réessayez plus tard.',
    );
  });
});
