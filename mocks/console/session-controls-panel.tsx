import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { changeSignedInRole, expireAccessToken, revokeRefreshToken } from '../resources/auth/session-controls';

/** Acts on the session of this tab, as the server would (tokens read from the app's storage). */
export function SessionControlsPanel() {
  const [result, setResult] = useState<string | null>(null);
  const act = async (
    key: 'auth_token' | 'refresh_token',
    action: (token: string) => Promise<boolean>,
    done: string,
  ) => {
    const token = localStorage.getItem(key);
    const ok = token ? await action(token) : false;
    setResult(ok ? done : 'You are not signed in.');
  };
  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void act(
            'auth_token',
            expireAccessToken,
            'Your access token has expired: the next admin call answers 401; the general API refreshes it once.',
          )
        }
      >
        Expire my access token now
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void act(
            'refresh_token',
            revokeRefreshToken,
            'Your refresh token is revoked: the next refresh fails and signs you out.',
          )
        }
      >
        Revoke my refresh token
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void act(
            'auth_token',
            (token) => changeSignedInRole(token, 'VIEWER'),
            'You are a viewer on the server now: this tab still offers what your old role could do, and the server refuses it (403).',
          )
        }
      >
        Make me a viewer on the server
      </Button>
      {result && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {result}
        </Text>
      )}
    </Stack>
  );
}
