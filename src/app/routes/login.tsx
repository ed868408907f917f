import { useEffect, useState } from 'react';
import { redirect, useActionData, useNavigation, useSubmit, type ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { LoginRequest } from '@/api/auth';
import { MOCKS_ENABLED } from '@/config/env';
import { DemoAccounts } from '@/features/auth/demo-accounts';
import { describeLoginFailure, type LoginFailure } from '@/features/auth/login-error';
import { LoginForm } from '@/features/auth/login-form';
import type { LoginValues } from '@/features/auth/login-schema';
import { REDIRECT_PARAM } from '@/lib/navigation-rules';
import { safeRedirect } from '@/lib/safe-redirect';
import { signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { PATHS } from '@/config/paths';

// The HTTP layer is not needed to paint this page: it loads after the first paint (or on submit).
const loadApi = () => import('@/state/api');

export async function action({ request }: ActionFunctionArgs): Promise<LoginFailure | Response> {
  const values = (await request.json()) as LoginValues;
  const body: LoginRequest = { email: values.email.trim(), password: values.password };
  if (values.totpCode) body.totpCode = values.totpCode.trim();
  try {
    const { authApi } = await loadApi();
    const login = await authApi.login(body);
    store.set(signInAtom, login);
    if (login.requires2FASetup) return redirect(PATHS.twoFactorSetup);
    return redirect(safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
  } catch (failure) {
    return describeLoginFailure(toApiError(failure), Boolean(body.totpCode));
  }
}

export function Component() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const failure = useActionData<typeof action>() ?? null;
  const [prefill, setPrefill] = useState<{ email: string; password: string; nonce: number } | null>(null);
  useEffect(() => {
    const id = window.setTimeout(() => void loadApi(), 0);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <>
      <h1 className="auth-title">Sign in</h1>
      <p className="auth-lead">Use your administrator account.</p>
      <LoginForm
        pending={navigation.state !== 'idle'}
        failure={prefill ? null : (failure as LoginFailure | null)}
        prefill={prefill}
        onSubmit={(values) => {
          setPrefill(null);
          void submit(values, { method: 'post', encType: 'application/json' });
        }}
      />
      {MOCKS_ENABLED && <DemoAccounts onPick={(a) => setPrefill({ email: a.email, password: a.password, nonce: Date.now() })} />}
    </>
  );
}
