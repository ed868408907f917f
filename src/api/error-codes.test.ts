import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from './auth';
import { ApiError } from './api-error';
import { ENDPOINT_GROUPS } from './endpoints';
import { errorCodeText, errorToasts, ERROR_CODE_TEXTS, formFailureTexts } from './error-catalogue';
import { API_ERROR_CODES, isKnownErrorCode } from './error-codes';
import { REFUSAL_MESSAGES } from './permissions';
import { setLanguage } from '@/lib/i18n';

// Issue 53, item 6: the console shows its own catalogue's text for every error code it knows, in the
// language chosen; a server's message is shown as sent only for a code it does not know.

/** Every code the endpoint declarations name: their `errors`' codes, and the bulk calls' refused item codes. */
function declaredCodes(): string[] {
  const codes = new Set<string>();
  for (const group of Object.values(ENDPOINT_GROUPS)) {
    for (const endpoint of Object.values(group) as { description?: string; errors?: object }[]) {
      for (const error of Object.values(endpoint.errors ?? {}) as { codes?: readonly string[] }[]) {
        error.codes?.forEach((code) => codes.add(code));
      }
      const refused = endpoint.description?.split('refused item codes:')[1]?.split('. ')[0] ?? '';
      for (const [, code] of refused.matchAll(/`([A-Z][A-Z_]+)`/g)) codes.add(code!);
    }
  }
  // A bulk item not found names its resource (`Wine not found`, `Admin not found`): its message is the server's.
  codes.delete('NOT_FOUND');
  return [...codes].sort();
}

const conflict = (code: string | undefined, message?: string) =>
  new ApiError({ kind: 'http', status: 409, code, message });

/** The server's words for each code (mocks/), which the console's English says byte for byte. */
const ENGLISH: [code: string, sent: string, shown: string][] = [
  ['EMAIL_TAKEN', 'An admin with this e-mail already exists', 'An admin with this e-mail already exists'],
  ['WINE_ALREADY_PUBLISHED', 'This wine is already published.', 'This wine is already published.'],
  ['CELLAR_ARCHIVED', 'An archived cellar cannot be edited.', 'An archived cellar cannot be edited.'],
  ['BULK_UNDO_EXPIRED', 'The time to undo this change has passed.', 'The time to undo this change has passed.'],
  [
    'VIEW_LIMIT',
    'You can keep at most 50 views of a list; delete one first.',
    'You can keep at most 50 views of a list; delete one first.',
  ],
  [
    'CATEGORY_IN_USE',
    'This category is used by 4 wines. Move them to another category first.',
    'This category is used by 4 wines. Move them to another category first.',
  ],
  [
    'CATEGORY_IN_USE',
    'This category is used by 1 wine. Move it to another category first.',
    'This category is used by 1 wine. Move it to another category first.',
  ],
  [
    'CATEGORY_IN_USE',
    'This category is used by 1,874 wines. Move them to another category first.',
    'This category is used by 1,874 wines. Move them to another category first.',
  ],
  [
    'WINE_IN_CELLARS',
    'This wine is held in 2 cellars and cannot be deleted. Archive it instead.',
    'This wine is held in 2 cellars and cannot be deleted. Archive it instead.',
  ],
  [
    'CAPACITY_BELOW_BOTTLES',
    'Capacity cannot be lower than the 37 bottles the cellar holds',
    'Capacity cannot be lower than the 37 bottles the cellar holds',
  ],
  // A count-bearing code whose message gives no count: shown as sent.
  ['CATEGORY_IN_USE', 'Wines still use this category.', 'Wines still use this category.'],
  // Whatever the server says for a known code, the console says its own text.
  ['WINE_DUPLICATE', 'Duplicate!', 'A wine with this producer, name, vintage and bottle size already exists'],
  // A code the console does not know: the server's message, as sent.
  ['SOMETHING_NEW', 'A brand new refusal.', 'A brand new refusal.'],
];

const FRENCH: [code: string, sent: string, shown: string][] = [
  ['EMAIL_TAKEN', 'An admin with this e-mail already exists', 'Un administrateur utilise déjà cet e-mail'],
  ['WINE_ALREADY_PUBLISHED', 'This wine is already published.', 'Ce vin est déjà publié.'],
  ['ROLE_FORBIDDEN', 'Your role does not allow this action.', 'Votre rôle ne permet pas cette action.'],
  [
    'VIEW_LIMIT',
    'You can keep at most 50 views of a list; delete one first.',
    'Vous pouvez garder au plus 50 vues par liste\u202f; supprimez-en une d’abord.',
  ],
  [
    'CATEGORY_IN_USE',
    'This category is used by 1 wine. Move it to another category first.',
    'Cette catégorie est utilisée par 1 vin. Déplacez-le d’abord vers une autre catégorie.',
  ],
  [
    'WINE_IN_CELLARS',
    'This wine is held in 3 cellars and cannot be deleted. Archive it instead.',
    'Ce vin est présent dans 3 caves et ne peut pas être supprimé. Archivez-le plutôt.',
  ],
  ['SOMETHING_NEW', 'A brand new refusal.', 'A brand new refusal.'],
];

describe('the error codes the console knows', () => {
  it('has a text for every code the API declares', () => {
    const known = new Set<string>(API_ERROR_CODES);
    expect(declaredCodes().filter((code) => !known.has(code))).toEqual([]);
    expect(Object.keys(ERROR_CODE_TEXTS).sort()).toEqual([...API_ERROR_CODES].sort());
    expect(Object.values(LOGIN_ERROR_CODES).every(isKnownErrorCode)).toBe(true);
  });

  it('says, in English, what the permission rules say', () => {
    for (const [code, message] of Object.entries(REFUSAL_MESSAGES)) expect(errorCodeText(code, message)).toBe(message);
  });

  it.each(ENGLISH)('English: %s sent as “%s” shows “%s”', (code, sent, shown) => {
    expect(errorCodeText(code, sent)).toBe(shown);
    expect(errorToasts(conflict(code, sent))).toEqual([
      { type: 'error', title: 'Conflict', description: shown, duration: 5000 },
    ]);
  });

  it.each(FRENCH)('French: %s sent as “%s” shows “%s”', async (code, sent, shown) => {
    await setLanguage('fr');
    expect(errorCodeText(code, sent)).toBe(shown);
    expect(errorToasts(conflict(code, sent))).toEqual([
      { type: 'error', title: 'Conflit', description: shown, duration: 5000 },
    ]);
  });

  it('shows a known code without a message in its own words, and nothing for an unknown one', () => {
    expect(errorCodeText('SELF_DEACTIVATION', undefined)).toBe('You cannot deactivate your own account.');
    expect(errorCodeText('SOMETHING_NEW', undefined)).toBeUndefined();
    expect(errorCodeText(undefined, 'As sent')).toBe('As sent');
  });

  it('gives the spec’s toasts in French, the server’s field messages as sent', async () => {
    await setLanguage('fr');
    const network = new ApiError({ kind: 'network', status: 0 });
    expect(errorToasts(network)).toEqual([
      {
        type: 'error',
        title: 'Erreur réseau',
        description: 'Impossible de joindre le serveur. Vérifiez votre connexion Internet.',
        duration: 5000,
      },
    ]);
    const expired = new ApiError({ kind: 'http', status: 401, code: 'UNAUTHENTICATED' });
    expect(errorToasts(expired)[0]).toMatchObject({
      title: 'Authentification requise',
      description: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    const fieldErrors = Array.from({ length: 6 }, (_, i) => ({ field: `field${i + 1}`, message: `Message ${i + 1}` }));
    const toasts = errorToasts(new ApiError({ kind: 'http', status: 422, fieldErrors }));
    expect(toasts.map((toast) => [toast.title, toast.description])).toEqual([
      ['Erreur de validation', 'Message 1'],
      [
        'Autres erreurs',
        'field2\u202f: Message 2\nfield3\u202f: Message 3\nfield4\u202f: Message 4\n… et 2 autres erreurs',
      ],
    ]);
  });
});

describe('a failed form’s words', () => {
  const failure = (code: string | null, message: string | null, field = message) => ({
    status: 409,
    code,
    message,
    fieldErrors: field === null ? [] : [{ field: 'name', message: field }],
  });

  it('are the catalogue’s for a known code, a field repeating the server’s message included', async () => {
    await setLanguage('fr');
    expect(formFailureTexts(failure('CATEGORY_NAME_TAKEN', 'A category with this name already exists'))).toEqual({
      message: 'Une catégorie porte déjà ce nom',
      fieldErrors: [{ field: 'name', message: 'Une catégorie porte déjà ce nom' }],
    });
  });

  it('are the server’s as sent for an unknown code, or none', () => {
    expect(formFailureTexts(failure('SOMETHING_NEW', 'As sent', 'Too long'))).toEqual({
      message: 'As sent',
      fieldErrors: [{ field: 'name', message: 'Too long' }],
    });
    expect(formFailureTexts(failure(null, null))).toEqual({ message: null, fieldErrors: [] });
  });
});
