import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLoaderData,
  useParams,
  type RouteObject,
} from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@tests/support/sign-in-as';
import type { ToastSpec } from '@/api/error-catalogue';
import { createUserCreateAction, createUserEditAction, createUserEditLoader } from '@/features/users/user-form-route';
import { UserFormCreatePage } from '@/features/users/user-form-create-page';
import type { CheckEmail } from '@/features/users/user-form-email-check';
import { UserFormEditPage } from '@/features/users/user-form-edit-page';
import { system } from '@/theme/system';
import { findAdminByEmail } from '../../mocks/resources/auth/auth-model';
import { setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });
// The console's session: the same super admin, so the form offers what they may do.
beforeEach(() => signInAs('SUPER_ADMIN', findAdminByEmail('admin@vinotheca.test')?.id));
// jsdom's XMLHttpRequest applies CORS to the cross-origin mock base; msw answers fetch directly.
client.http.defaults.adapter = 'fetch';

/** The signed-in super admin, as the edit loader's permission check sees them. */
const signedInActor = () => {
  const admin = findAdminByEmail('admin@vinotheca.test');
  return admin ? { id: admin.id, role: admin.role } : null;
};

/** The users routes of the app, wired to the mock backend through the real API factories. */
function renderUsersRoutes(path: string, options: { checkEmail?: CheckEmail } = {}) {
  const notify = vi.fn<(toast: ToastSpec) => void>();
  const checkEmail = vi.fn<CheckEmail>(
    options.checkEmail ?? ((email, excludeId) => client.users.checkEmail(email, excludeId)),
  );
  const editLoader = createUserEditLoader({ api: client.users, actor: signedInActor });
  function EditRoute() {
    const { user } = useLoaderData<typeof editLoader>();
    const { id = '' } = useParams();
    return <UserFormEditPage id={id} user={user} checkEmail={checkEmail} avatars={client.users} notify={notify} />;
  }
  const routes: RouteObject[] = [
    {
      hydrateFallbackElement: <p>Loading…</p>,
      element: (
        <>
          <nav>
            <Link to="/dashboard">Dashboard</Link>
          </nav>
          <Outlet />
        </>
      ),
      children: [
        { path: '/dashboard', element: <h1>Dashboard page</h1> },
        { path: '/users', element: <h1>Users list page</h1> },
        {
          path: '/users/create',
          action: createUserCreateAction({ api: client.users, notify }),
          element: <UserFormCreatePage checkEmail={checkEmail} />,
        },
        {
          path: '/users/:id/edit',
          loader: editLoader,
          action: createUserEditAction({ api: client.users, notify }),
          element: <EditRoute />,
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, notify, checkEmail, user: userEvent.setup() };
}

const nameInput = () => screen.getByRole('textbox', { name: /full name/i });
const emailInput = () => screen.getByRole('textbox', { name: /e-mail/i });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const leavePrompt = () => screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' });
const promptIsOpen = () => leavePrompt()?.dataset.state === 'open';

async function fillNewAdmin(user: ReturnType<typeof userEvent.setup>, email = 'noah.vidal@vinotheca.test') {
  await user.type(nameInput(), 'Noah Vidal');
  await user.type(emailInput(), email);
  await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'Editor');
  await user.type(passwordInput(), 'Cellar-Door#2027');
}

describe('creating a user', () => {
  it('creates the admin, toasts and returns to the list without asking about unsaved changes', async () => {
    const { user, notify, router } = renderUsersRoutes('/users/create');
    await fillNewAdmin(user);
    expect(await screen.findByText('Available')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('heading', { name: 'Users list page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/users');
    expect(promptIsOpen()).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'User Created',
      description: 'Noah Vidal was added.',
      duration: 3000,
    });
    const created = findAdminByEmail('noah.vidal@vinotheca.test');
    expect(created).toMatchObject({ fullName: 'Noah Vidal', role: 'EDITOR', active: true });
  });

  it('flags an e-mail that is already taken while typing', async () => {
    const { user } = renderUsersRoutes('/users/create');
    await user.type(emailInput(), 'totp@vinotheca.test');
    expect(await screen.findByText('This e-mail is already in use', undefined, { timeout: 3000 })).toBeDefined();
  });

  it('shows the server’s 409 on the e-mail field and stays on the form', async () => {
    const { user, notify, router } = renderUsersRoutes('/users/create', {
      checkEmail: async (email) => ({ email, available: true }),
    });
    await fillNewAdmin(user, 'totp@vinotheca.test');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('An admin with this e-mail already exists')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/users/create');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first, and stays on Keep editing', async () => {
    const { user, router } = renderUsersRoutes('/users/create');
    await user.type(nameInput(), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(promptIsOpen()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(promptIsOpen()).toBe(false));
    expect(router.state.location.pathname).toBe('/users/create');
    expect(nameInput()).toHaveProperty('value', 'Half-typed');
  });

  it('leaves on Discard', async () => {
    const { user, router } = renderUsersRoutes('/users/create');
    await user.type(nameInput(), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(promptIsOpen()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Users list page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('does not ask when nothing changed', async () => {
    const { user } = renderUsersRoutes('/users/create');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeDefined();
    expect(promptIsOpen()).toBe(false);
  });

  it('asks the browser before a reload or tab close only while there are changes', async () => {
    const { user } = renderUsersRoutes('/users/create');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(nameInput(), 'x');
    expect(unload()).toBe(true);
  });
});

describe('editing a user', () => {
  it('loads the admin by the id in the URL, checks a new e-mail excluding them, saves and toasts', async () => {
    const target = findAdminByEmail('locked@vinotheca.test');
    if (!target) throw new Error('seeded admin missing');
    const { user, notify, checkEmail, router } = renderUsersRoutes(`/users/${target.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit user' })).toBeDefined();
    expect(nameInput()).toHaveProperty('value', 'Lena Fischer');
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await user.clear(nameInput());
    await user.type(nameInput(), 'Lena Fischer-Hart');
    await user.clear(emailInput());
    await user.type(emailInput(), 'lena.hart@vinotheca.test');
    await waitFor(() => expect(checkEmail).toHaveBeenCalledWith('lena.hart@vinotheca.test', target.id));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Users list page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/users');
    expect(promptIsOpen()).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'User Updated',
      description: 'Lena Fischer-Hart was saved.',
      duration: 3000,
    });
    expect(findAdminByEmail('lena.hart@vinotheca.test')?.fullName).toBe('Lena Fischer-Hart');
  });

  it('shows a not-found state with a way back for an unknown id', async () => {
    const { user } = renderUsersRoutes('/users/no-such-admin/edit');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Back to the users list' }));
    expect(await screen.findByRole('heading', { name: 'Users list page' })).toBeDefined();
  });
});
