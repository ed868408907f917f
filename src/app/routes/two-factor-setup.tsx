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
    const message = error.fieldErrors[0]?.message ?? error.serverMessage;
    return {
      error: message
        ? `${message}. Check the time on your device and try the current code.`
        : 'The code could not be verified. Try again.',
    };
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
        Set up two-factor authentication
      </Heading>
      <Text color="fg.muted" mb="6">
        Your account needs a second sign-in step before you can use the console.
      </Text>
      <TwoFactorSetupPanel
        setup={setup}
        qrDataUrl={qrDataUrl}
        pending={navigation.state !== 'idle'}
        error={result && 'error' in result ? result.error : null}
        onVerify={(code) => void submit({ code }, { method: 'post', encType: 'application/json' })}
      />
      <Button variant="ghost" size="sm" mt="4" w="full" onClick={() => void logout()}>
        Sign out
      </Button>
    </ChakraScope>
  );
}
