import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { t, type MessageKey } from '@/lib/i18n';
import { changeSignedInRole, expireAccessToken, revokeRefreshToken } from '../resources/auth/session-controls';

/** Acts on the session of this tab, as the server would (tokens read from the app's storage). */
export function SessionControlsPanel() {
  const [result, setResult] = useState<MessageKey | null>(null);
  const act = async (
    key: 'auth_token' | 'refresh_token',
    action: (token: string) => Promise<boolean>,
    done: MessageKey,
  ) => {
    const token = localStorage.getItem(key);
    const ok = token ? await action(token) : false;
    setResult(ok ? done : 'mockConsole.session.notSignedIn');
  };
  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => void act('auth_token', expireAccessToken, 'mockConsole.session.accessTokenExpired')}
      >
        {t('mockConsole.session.expireAccessToken')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void act('refresh_token', revokeRefreshToken, 'mockConsole.session.refreshTokenRevoked')}
      >
        {t('mockConsole.session.revokeRefreshToken')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void act('auth_token', (token) => changeSignedInRole(token, 'VIEWER'), 'mockConsole.session.madeViewer')
        }
      >
        {t('mockConsole.session.makeViewer')}
      </Button>
      {result && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t(result)}
        </Text>
      )}
    </Stack>
  );
}
