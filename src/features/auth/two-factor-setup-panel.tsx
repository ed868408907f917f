import { Alert, Box, Button, Clipboard, Code, Field, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TwoFactorSetupResponse } from '@/api/auth';
import { t } from '@/lib/i18n';
import { totpCodeSchema } from './totp-code-schema';

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetupResponse;
  qrDataUrl: string;
  pending: boolean;
  error: string | null;
  onVerify: (code: string) => void;
}

/** The QR code, the secret as text with a copy button, and the 6-digit code to confirm. */
export function TwoFactorSetupPanel({ setup, qrDataUrl, pending, error, onVerify }: TwoFactorSetupPanelProps) {
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(totpCodeSchema()),
    defaultValues: { code: '' },
  });
  const codeError = formState.errors.code?.message;

  return (
    <Stack gap="5">
      <Stack as="ol" gap="1" ps="5" listStyleType="decimal" fontSize="sm" color="fg.muted">
        <li>{t('auth.twoFactor.stepOpenApp')}</li>
        <li>{t('auth.twoFactor.stepScan')}</li>
        <li>{t('auth.twoFactor.stepType')}</li>
      </Stack>
      <Flex justify="center">
        <Box bg="white" p="3" rounded="md" borderWidth="1px" borderColor="border">
          <Image src={qrDataUrl} alt={t('auth.twoFactor.qrAlt', { account: setup.accountName })} w="44" h="44" />
        </Box>
      </Flex>
      <Clipboard.Root value={setup.secret}>
        <Clipboard.Label fontSize="sm" fontWeight="medium">
          {t('auth.twoFactor.secret')}
        </Clipboard.Label>
        <Flex gap="2" align="center" mt="1">
          <Code data-testid="totp-secret" flex="1" p="2" fontSize="sm" wordBreak="break-all" letterSpacing="wider">
            {setup.secret}
          </Code>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline" aria-label={t('auth.twoFactor.copySecret')}>
              <Clipboard.Indicator copied={t('auth.twoFactor.copied')}>{t('auth.twoFactor.copy')}</Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Flex>
      </Clipboard.Root>
      <form
        noValidate
        aria-label={t('auth.twoFactor.formLabel')}
        onSubmit={handleSubmit(({ code }) => onVerify(code.trim()))}
      >
        <Stack gap="4">
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!codeError} required>
            <Field.Label>{t('auth.twoFactor.code')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              {...register('code')}
            />
            <Field.ErrorText>{codeError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="wine" loading={pending} loadingText={t('auth.twoFactor.verifying')}>
            {t('auth.twoFactor.submit')}
          </Button>
        </Stack>
      </form>
      <Text fontSize="xs" color="fg.muted">
        {t('auth.twoFactor.account', { account: setup.accountName, issuer: setup.issuer })}
      </Text>
    </Stack>
  );
}
