import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginFailure } from './login-error';
import { t } from '@/lib/i18n';
import { loginRules, type LoginValues } from './login-schema';
import './sign-in.css';

interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  failure: LoginFailure | null;
  /** Values to put into the form (a demo account picked on the page). */
  prefill?: { email: string; password: string; nonce: number } | null;
  /** What the form starts with (what was typed before the app took over the page, and whether the password was shown). */
  initial?: { email: string; password: string; revealed?: boolean } | null;
  ref?: Ref<HTMLFormElement>;
}

/** Chakra's alert indicators (error: a circled exclamation mark; info: a circled i). */
const ALERT_ICON = {
  error:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  info: 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z',
};

type FieldA11y = Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A label, the input `children` draws with the ids it is given, a hint and the field's error. */
function SignInField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="sign-in-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <span id={`${id}-hint`} className="sign-in-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="sign-in-error" aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}

/** A password input with a Show/Hide toggle. */
function SecretInput({
  defaultShown = false,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; defaultShown?: boolean }) {
  const [shown, setShown] = useState(defaultShown);
  return (
    <div className="sign-in-secret">
      <input {...props} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="sign-in-reveal"
        aria-label={shown ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? t('auth.login.hide') : t('auth.login.show')}
      </button>
    </div>
  );
}

/** E-mail and password, then a code step for admins enrolled in two-factor authentication. */
export function LoginForm({ onSubmit, pending, failure, prefill, initial, ref }: LoginFormProps) {
  const totpStep = failure?.step === 'totp';
  const { register, handleSubmit, formState, setValue, setFocus } = useForm<LoginValues>({
    defaultValues: { email: initial?.email ?? '', password: initial?.password ?? '', totpCode: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    if (!prefill) return;
    setValue('email', prefill.email, { shouldValidate: true });
    setValue('password', prefill.password, { shouldValidate: true });
    setValue('totpCode', '');
  }, [prefill, setValue]);

  useEffect(() => {
    if (totpStep) setFocus('totpCode');
  }, [totpStep, failure, setFocus]);

  const status = totpStep && failure.tone === 'info' ? 'info' : 'error';
  const rules = loginRules();
  return (
    <form ref={ref} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('auth.login.title')}>
      <div className="sign-in-stack">
        {failure && (
          <div role="alert" className="sign-in-alert" data-status={status}>
            <svg viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={ALERT_ICON[status]} />
            </svg>
            <div className="sign-in-alert-title">{failure.message}</div>
          </div>
        )}
        <SignInField label={t('auth.login.email')} error={errors.email?.message}>
          {(a11y) => (
            <input
              type="email"
              autoComplete="username"
              required
              readOnly={totpStep}
              {...a11y}
              {...register('email', rules.email)}
            />
          )}
        </SignInField>
        <SignInField label={t('auth.login.password')} error={errors.password?.message}>
          {(a11y) => (
            <SecretInput
              autoComplete="current-password"
              required
              readOnly={totpStep}
              defaultShown={initial?.revealed === true}
              {...a11y}
              {...register('password', rules.password)}
            />
          )}
        </SignInField>
        {totpStep && (
          <SignInField label={t('auth.login.code')} error={errors.totpCode?.message} hint={t('auth.login.codeHint')}>
            {(a11y) => (
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
                required
                {...a11y}
                {...register('totpCode', rules.totpCode)}
              />
            )}
          </SignInField>
        )}
        <button type="submit" className="sign-in-submit" disabled={pending}>
          {pending ? (
            <>
              <span className="sign-in-spinner" aria-hidden />
              {t('auth.login.signingIn')}
            </>
          ) : totpStep ? (
            t('auth.login.verifyAndSignIn')
          ) : (
            t('auth.login.submit')
          )}
        </button>
      </div>
    </form>
  );
}
