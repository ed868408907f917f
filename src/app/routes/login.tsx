import { useEffect, useRef, useState } from 'react';
import { redirect, useActionData, useNavigation, useSubmit, type ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { LoginRequest } from '@/api/auth';
import { MOCKS_ENABLED } from '@/config/env';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { peekSignInHandoff, takeSignInHandoff } from '@/app/prerender/boot-screens';
import { DemoAccounts } from '@/features/auth/demo-accounts';
import { describeLoginFailure, type LoginFailure } from '@/features/auth/login-error';
import { LoginForm } from '@/features/auth/login-form';
import type { LoginValues } from '@/features/auth/login-schema';
import { t } from '@/lib/i18n';
import { REDIRECT_PARAM } from '@/lib/navigation-rules';
import { safeRedirect } from '@/lib/safe-redirect';
import { signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { PATHS } from '@/config/paths';
import { preloadLanding } from '@/app/landing';

// The HTTP layer is not needed to paint this page: it loads after the first paint (or on submit).
const loadApi = () => import('@/state/api');

/** Where a sign-in from this page goes: the internal path the link asked for, or the dashboard. */
const signInTarget = (params: URLSearchParams) => safeRedirect(params.get(REDIRECT_PARAM));

export async function action({ request }: ActionFunctionArgs): Promise<LoginFailure | Response> {
  const values = (await request.json()) as LoginValues;
  const body: LoginRequest = { email: values.email.trim(), password: values.password };
  if (values.totpCode) body.totpCode = values.totpCode.trim();
  try {
    const { authApi } = await loadApi();
    const login = await authApi.login(body);
    store.set(signInAtom, login);
    if (login.requires2FASetup) return redirect(PATHS.twoFactorSetup);
    return redirect(signInTarget(new URL(request.url).searchParams));
  } catch (failure) {
    return describeLoginFailure(toApiError(failure), Boolean(body.totpCode));
  }
}

export function Component() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const failure = useActionData<typeof action>() ?? null;
  // What the visitor did on the page index.html showed before this code ran (ADR 0018).
  const [handoff] = useState(peekSignInHandoff);
  const picked = MOCKS_ENABLED && handoff?.pickedAccount != null ? DEMO_ACCOUNTS[handoff.pickedAccount] : undefined;
  const [prefill, setPrefill] = useState<{ email: string; password: string; nonce: number } | null>(
    picked ? { email: picked.email, password: picked.password, nonce: 0 } : null,
  );
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const id = window.setTimeout(() => void loadApi(), 0);
    return () => window.clearTimeout(id);
  }, []);
  // While the visitor types: the code of the screen Sign in leads to.
  useEffect(() => preloadLanding(signInTarget(new URLSearchParams(window.location.search)) === PATHS.dashboard), []);
  useEffect(() => {
    // Used up here, so a second run of this effect (or a later visit) does not submit again.
    if (takeSignInHandoff()?.submitted) form.current?.requestSubmit();
  }, []);

  return (
    <>
      <h1 className="auth-title">{t('auth.login.title')}</h1>
      <p className="auth-lead">{t('auth.login.lead')}</p>
      <LoginForm
        ref={form}
        initial={handoff}
        pending={navigation.state !== 'idle'}
        failure={prefill ? null : (failure as LoginFailure | null)}
        prefill={prefill}
        onSubmit={(values) => {
          setPrefill(null);
          void submit(values, { method: 'post', encType: 'application/json' });
        }}
      />
      {MOCKS_ENABLED && (
        <DemoAccounts onPick={(a) => setPrefill({ email: a.email, password: a.password, nonce: Date.now() })} />
      )}
    </>
  );
}
