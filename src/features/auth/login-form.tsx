import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import type { LoginFailure } from './login-error';
import { LOGIN_RULES, type LoginValues } from './login-schema';

interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  failure: LoginFailure | null;
  /** Values to put into the form (a demo account picked on the page). */
  prefill?: { email: string; password: string; nonce: number } | null;
}

/** E-mail and password, then a code step for admins enrolled in two-factor authentication. */
export function LoginForm({ onSubmit, pending, failure, prefill }: LoginFormProps) {
  const totpStep = failure?.step === 'totp';
  const { register, handleSubmit, formState, setValue, setFocus } = useForm<LoginValues>({
    defaultValues: { email: '', password: '', totpCode: '' },
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

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Sign in">
      <Stack gap="4">
        {failure && (
          <Alert.Root status={totpStep && failure.message.startsWith('Enter') ? 'info' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure.message}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.email} required readOnly={totpStep}>
          <Field.Label>E-mail</Field.Label>
          <Input type="email" autoComplete="username" {...register('email', LOGIN_RULES.email)} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <PasswordField
          label="Password"
          required
          requiredIndicator={false}
          readOnly={totpStep}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', LOGIN_RULES.password)}
        />
        {totpStep && (
          <Field.Root invalid={!!errors.totpCode} required>
            <Field.Label>Authentication code</Field.Label>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" {...register('totpCode', LOGIN_RULES.totpCode)} />
            <Field.HelperText>The 6-digit code from your authenticator app.</Field.HelperText>
            <Field.ErrorText>{errors.totpCode?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" colorPalette="wine" loading={pending} loadingText="Signing in…" w="full">
          {totpStep ? 'Verify and sign in' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
