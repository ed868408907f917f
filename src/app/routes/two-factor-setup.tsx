import { Button, Heading, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import {
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
  type ActionFunctionArgs,
} from 'react-router';
import { toApiError } from '@/api/api-error';
import { PATHS } from '@/config/paths';
import { errorCodeText } from '@/api/error-catalogue';
import { t } from '@/lib/i18n';
import { TwoFactorSetupPanel } from '@/features/auth/two-factor-setup-panel';
import { useLogout } from '@/features/auth/use-logout';
import { authApi } from '@/state/api';
import { signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { ChakraScope } from '@/components/ui/chakra-scope';

export async function loader() {
  const setup = await authApi.setupTwoFactor();
  const qrDataUrl = await QRCode.toDataURL(setup.otpauthUri, { margin: 1, width: 176 });
  return { setup, qrDataUrl };
}

export async function action({ request }: ActionFunctionArgs): Promise<{ error: string } | Response> {
  const { code } = (await request.json()) as { code: string };
  try {
    store.set(signInAtom, await authApi.verifyTwoFactor(code));
    return redirect(PATHS.dashboard);
  } catch (failure) {
    const error = toApiError(failure);
    // A field's message is the server's; a known code's text is the catalogue's, in the language shown.
    const message = error.fieldErrors[0]?.message ?? errorCodeText(error.code, error.serverMessage);
    return { error: message ? t('auth.twoFactor.refused', { message }) : t('auth.twoFactor.failed') };
  }
}

/** The secret stays the enrolment's until it completes: re-running the loader after a failed code would only ask for it again. */
export function shouldRevalidate() {
  return false;
}

export function Component() {
  const { setup, qrDataUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const logout = useLogout();

  // The sign-in frame around this page is plain; the panel below is Chakra's.
  return (
    <ChakraScope>
      <Heading as="h1" size="xl" mb="1">
        {t('auth.twoFactor.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('auth.twoFactor.lead')}
      </Text>
      <TwoFactorSetupPanel
        setup={setup}
        qrDataUrl={qrDataUrl}
        pending={navigation.state !== 'idle'}
        error={result && 'error' in result ? result.error : null}
        onVerify={(code) => void submit({ code }, { method: 'post', encType: 'application/json' })}
      />
      <Button variant="ghost" size="sm" mt="4" w="full" onClick={() => void logout()}>
        {t('auth.twoFactor.signOut')}
      </Button>
    </ChakraScope>
  );
}
