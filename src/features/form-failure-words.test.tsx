import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Cellar } from '@/api/cellars';
import { refusalText } from '@/api/error-catalogue';
import { REFUSAL_MESSAGES, type RefusalCode } from '@/api/permissions';
import type { FormFailure } from '@/lib/form-failure';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { SIGNED_IN_ID, signInAs } from '@tests/support/sign-in-as';
import { CellarEditDialog } from './cellars/cellar-edit-dialog';
import { ProfileDetailsForm } from './profile/profile-details-form';
import { ProfilePasswordForm } from './profile/profile-password-form';
import { SettingsForm } from './settings/settings-form';
import { UserForm } from './users/user-form';
import { createUserEditLoader } from './users/user-form-route';
import { createUserListAction } from './users/user-list-action';
import { createCategoryListAction } from './wine-categories/category-list-action';
import { serverErrorsOf } from './wine-form/wine-form';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';
import { SETTINGS } from '@tests/support/settings-fixture';

/**
 * Issue 53, item 6: a form shows the console's own text for an error code it knows, in the
 * language shown, and the server's message as sent only for a code it does not know.
 */

/** A catalogue key left on screen ("errors.code.emailTaken") instead of its text. */
/** Words the server sends that the console must not show for a code it knows. */
const SERVER_WORDS = 'Server words that only the server uses';

const failure = (patch: Partial<FormFailure>): FormFailure => ({
  status: 409,
  message: SERVER_WORDS,
  code: null,
  fieldErrors: [],
  ...patch,
});

function renderScreen(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/form'] });
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

/** Each form, rendered with a failure the server answered. */
const FORMS: Record<string, (answer: FormFailure) => ReactElement> = {
  'the user form': (answer) => (
    <UserForm
      mode="create"
      pending={false}
      checkEmail={async (email) => ({ email, available: true })}
      cancelTo="/users"
      failure={answer}
      onSubmit={() => undefined}
    />
  ),
  'the profile details form': (answer) => (
    <ProfileDetailsForm
      user={{ fullName: 'Ada Lovelace', email: 'ada@example.com' }}
      pending={false}
      result={{ intent: 'details', ok: false, failure: answer }}
      onSubmit={() => undefined}
    />
  ),
  'the profile password form': (answer) => (
    <ProfilePasswordForm
      pending={false}
      result={{ intent: 'password', ok: false, failure: answer }}
      onSubmit={() => undefined}
    />
  ),
  'the settings form': (answer) => (
    <SettingsForm
      settings={SETTINGS}
      canEditGeneral
      canEditSecurity
      pending={false}
      result={{ ok: false, failure: answer }}
      onSubmit={() => undefined}
    />
  ),
};

/** A known code each form may meet, its field, and its text in English and in French. */
const KNOWN = {
  'the user form': {
    code: 'EMAIL_TAKEN',
    field: 'email',
    en: 'An admin with this e-mail already exists',
    fr: 'Un administrateur utilise déjà cet e-mail',
  },
  'the profile details form': {
    code: 'EMAIL_TAKEN',
    field: 'email',
    en: 'An admin with this e-mail already exists',
    fr: 'Un administrateur utilise déjà cet e-mail',
  },
  'the profile password form': {
    code: 'OWN_PASSWORD_RESET',
    field: 'currentPassword',
    en: 'Change your own password from your profile, with your current password.',
    fr: 'Changez votre mot de passe depuis votre profil, avec votre mot de passe actuel.',
  },
  'the settings form': {
    code: 'SECURITY_SETTINGS_FORBIDDEN',
    field: 'lockoutThreshold',
    en: 'Only a super admin can change security settings.',
    fr: 'Seul un super administrateur peut modifier les paramètres de sécurité.',
  },
} as const satisfies Record<keyof typeof FORMS, { code: string; field: string; en: string; fr: string }>;

const CASES = Object.entries(KNOWN).flatMap(([form, known]) =>
  (['en', 'fr'] as const).map((language) => ({ form, language, ...known, text: known[language] })),
);

beforeEach(() => signInAs('SUPER_ADMIN'));

describe('a form’s server failure in the console’s words', () => {
  it.each(CASES)(
    '$form shows $code in the catalogue’s words ($language)',
    async ({ form, language, code, field, text }) => {
      if (language === 'fr') await setLanguage('fr');
      const { container } = renderScreen(
        FORMS[form]!(failure({ code, fieldErrors: [{ field, message: SERVER_WORDS }] })),
      );
      expect(await screen.findByText(text)).toBeDefined();
      expect(container.textContent).not.toContain(SERVER_WORDS);
      expect(container.textContent).not.toMatch(CATALOGUE_KEY);
    },
  );

  it.each(Object.entries(KNOWN))('%s shows an unknown code’s message as sent', async (form, { field }) => {
    await setLanguage('fr');
    renderScreen(FORMS[form]!(failure({ code: 'SOMETHING_NEW', fieldErrors: [{ field, message: SERVER_WORDS }] })));
    expect(await screen.findByText(SERVER_WORDS)).toBeDefined();
  });

  it('the user form says a known conflict without field errors in French, and an unknown one as sent', async () => {
    await setLanguage('fr');
    const { unmount } = renderScreen(FORMS['the user form']!(failure({ code: 'SELF_DEACTIVATION' })));
    expect(await screen.findAllByText('Vous ne pouvez pas désactiver votre propre compte.')).not.toHaveLength(0);
    expect(screen.queryByText(SERVER_WORDS)).toBeNull();
    unmount();
    renderScreen(FORMS['the user form']!(failure({ code: 'SOMETHING_NEW' })));
    expect(await screen.findByText(SERVER_WORDS)).toBeDefined();
  });

  it.each([
    ['en', 'A wine with this producer, name, vintage and bottle size already exists'],
    ['fr', 'Un vin de même producteur, nom, millésime et contenance existe déjà'],
  ] as const)('the wine form says a duplicate in the catalogue’s words (%s)', async (language, text) => {
    if (language === 'fr') await setLanguage('fr');
    expect(serverErrorsOf(failure({ code: 'WINE_DUPLICATE' }), 0).byField).toEqual({ name: text });
    expect(serverErrorsOf(failure({ code: 'SOMETHING_NEW', status: 422 }), 0).other).toEqual([SERVER_WORDS]);
  });
});

describe('a failure answered to a fetcher form, in the console’s words', () => {
  const categoryAction = (api: Partial<Parameters<typeof createCategoryListAction>[0]['api']>) => {
    const action = createCategoryListAction({
      api: {
        create: vi.fn(),
        update: vi.fn(),
        remove: vi.fn(),
        ...api,
      } as Parameters<typeof createCategoryListAction>[0]['api'],
      notify: () => undefined,
    });
    return (fields: Record<string, string>) =>
      action({
        request: new Request('http://localhost/wines/categories', {
          method: 'POST',
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: {},
      } as Parameters<typeof action>[0]);
  };
  const refusing = (init: ConstructorParameters<typeof ApiError>[0]) =>
    vi.fn(async () => {
      throw new ApiError(init);
    });

  it.each([
    [
      'en',
      'A category with this name already exists',
      'This category is used by 3 wines. Move them to another category first.',
    ],
    [
      'fr',
      'Une catégorie porte déjà ce nom',
      'Cette catégorie est utilisée par 3 vins. Déplacez-les d’abord vers une autre catégorie.',
    ],
  ] as const)('the category forms (%s)', async (language, taken, inUse) => {
    if (language === 'fr') await setLanguage('fr');
    const submit = categoryAction({
      create: refusing({ kind: 'http', status: 409, message: SERVER_WORDS, code: 'CATEGORY_NAME_TAKEN' }),
      update: refusing({ kind: 'http', status: 409, message: SERVER_WORDS, code: 'SOMETHING_NEW' }),
      remove: refusing({ kind: 'http', status: 409, message: 'Used by 3 wines', code: 'CATEGORY_IN_USE' }),
    });
    expect(await submit({ intent: 'create', name: 'Reds' })).toMatchObject({ fieldErrors: { name: taken } });
    expect(await submit({ intent: 'rename', id: 'c1', name: 'Reds' })).toMatchObject({
      fieldErrors: { name: SERVER_WORDS },
    });
    expect(await submit({ intent: 'delete', id: 'c1' })).toMatchObject({ conflict: { message: inUse } });
  });

  it.each([
    ['en', 'Change your own password from your profile, with your current password.'],
    ['fr', 'Changez votre mot de passe depuis votre profil, avec votre mot de passe actuel.'],
  ] as const)('the reset-password dialog (%s)', async (language, text) => {
    if (language === 'fr') await setLanguage('fr');
    const answer = (code: string) =>
      createUserListAction({
        api: {
          deactivate: vi.fn(),
          unlock: vi.fn(),
          bulk: vi.fn(),
          undoBulk: vi.fn(),
          resetPassword: refusing({
            kind: 'http',
            status: 403,
            message: SERVER_WORDS,
            code,
            fieldErrors: [{ field: 'newPassword', message: SERVER_WORDS }],
          }),
        },
        notify: () => undefined,
        notifyWithUndo: () => undefined,
        revalidate: () => undefined,
        currentUserId: () => 'me',
      })({
        request: new Request('http://localhost/users?index', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'reset-password', id: 'me', newPassword: 'Str0ng!Passw0rd' }),
        }),
        params: {},
        context: {},
      } as Parameters<ReturnType<typeof createUserListAction>>[0]);
    expect(await answer('OWN_PASSWORD_RESET')).toMatchObject({ fieldErrors: { newPassword: text } });
    expect(await answer('SOMETHING_NEW')).toMatchObject({ fieldErrors: { newPassword: SERVER_WORDS } });
  });
});

describe('a refusal’s reason in the console’s words', () => {
  it('says each refusal in English as the mock’s REFUSAL_MESSAGES do, and all of them in French', async () => {
    const codes = Object.keys(REFUSAL_MESSAGES) as RefusalCode[];
    for (const code of codes) expect(refusalText(code)).toBe(REFUSAL_MESSAGES[code]);
    await setLanguage('fr');
    for (const code of codes) {
      expect(refusalText(code)).not.toBe(REFUSAL_MESSAGES[code]);
      expect(refusalText(code)).not.toMatch(CATALOGUE_KEY);
    }
  });

  it('the user form says why one’s own role and Active are locked, in French', async () => {
    signInAs('ADMIN');
    await setLanguage('fr');
    const { container } = renderScreen(
      <UserForm
        mode="edit"
        userId={SIGNED_IN_ID}
        defaultValues={{ fullName: 'Ada', email: 'ada@example.com', role: 'ADMIN', active: true }}
        pending={false}
        checkEmail={async (email) => ({ email, available: true })}
        cancelTo="/users"
        onSubmit={() => undefined}
      />,
    );
    expect(await screen.findByText('Vous ne pouvez pas modifier votre propre rôle.')).toBeDefined();
    expect(screen.getByText('Vous ne pouvez pas désactiver votre propre compte.')).toBeDefined();
    const text = container.textContent ?? '';
    expect(text).not.toContain('You cannot');
    expect(text).not.toMatch(CATALOGUE_KEY);
  });

  it('the edit page of an admin one may not change says why, in French', async () => {
    await setLanguage('fr');
    const load = createUserEditLoader({
      api: {
        get: vi.fn(async () => ({ id: 'boss', role: 'SUPER_ADMIN', active: true })),
      } as unknown as Parameters<typeof createUserEditLoader>[0]['api'],
      actor: () => ({ id: 'me' as never, role: 'ADMIN' }),
    });
    await expect(load({ params: { id: 'boss' } })).rejects.toMatchObject({
      init: { status: 403 },
      data: { message: 'Seul un super administrateur peut modifier le compte d’un super administrateur.' },
    });
  });
});

describe('the cellar edit dialog’s failure in the console’s words', () => {
  const CELLAR = {
    id: 'cellar-1',
    name: 'Cave de Loire',
    location: 'Saumur',
    country: 'FR',
    capacity: 1200,
    temperatureC: 12.5,
    visibility: 'PRIVATE',
    status: 'ACTIVE',
    bottles: 300,
  } as Cellar;

  async function submitAnswered(answer: FormFailure, save: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/cellars/:id',
          action: () => ({ ok: false, intent: 'update', failure: answer }),
          element: (
            <CellarEditDialog
              cellar={CELLAR}
              countries={[{ code: 'FR', name: 'France' }]}
              open
              onClose={() => undefined}
            />
          ),
        },
      ],
      { initialEntries: ['/cellars/cellar-1'] },
    );
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: save }));
    return screen.getByRole('dialog');
  }

  it.each([
    [
      'en',
      'Save changes',
      'An archived cellar cannot be edited.',
      'Capacity cannot be lower than the 300 bottles the cellar holds',
    ],
    [
      'fr',
      'Enregistrer',
      'Une cave archivée ne peut pas être modifiée.',
      'La capacité ne peut pas être inférieure aux 300 bouteilles que contient la cave',
    ],
  ] as const)('says a known code in the catalogue’s words (%s)', async (language, save, archived, capacity) => {
    if (language === 'fr') await setLanguage('fr');
    let dialog = await submitAnswered(failure({ code: 'CELLAR_ARCHIVED' }), save);
    await waitFor(() => expect(dialog.textContent).toContain(archived));
    expect(dialog.textContent).not.toContain(SERVER_WORDS);
    cleanup();
    dialog = await submitAnswered(
      failure({
        status: 422,
        message: 'Capacity is below the 300 bottles held',
        code: 'CAPACITY_BELOW_BOTTLES',
        fieldErrors: [{ field: 'capacity', message: 'Capacity is below the 300 bottles held' }],
      }),
      save,
    );
    await waitFor(() => expect(dialog.textContent).toContain(capacity));
    expect(dialog.textContent).not.toMatch(CATALOGUE_KEY);
  });

  it('says an unknown code’s message as sent', async () => {
    await setLanguage('fr');
    const dialog = await submitAnswered(failure({ code: 'SOMETHING_NEW' }), 'Enregistrer');
    await waitFor(() => expect(dialog.textContent).toContain(SERVER_WORDS));
  });
});
