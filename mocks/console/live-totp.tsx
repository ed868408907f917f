import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import * as OTPAuth from 'otpauth';
import { useEffect, useState } from 'react';
import { DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import { t } from '@/lib/i18n';

/** The demo account that asks for a code (an e-mail: data, not translated). */
const TOTP_ACCOUNT = 'totp@vinotheca.test';

const totp = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});

/** The current code of the enrolled demo admin, as an authenticator app would show it. */
export function LiveTotp() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const remaining = 30 - (Math.floor(now / 1000) % 30);
  return (
    <Stack gap="1">
      <HStack justify="space-between">
        <Text fontSize="sm">{TOTP_ACCOUNT}</Text>
        <Code fontSize="lg" letterSpacing="widest" data-testid="mock-console-totp">
          {totp.generate({ timestamp: now })}
        </Code>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('mockConsole.totp.changesIn', { seconds: remaining, secret: DEMO_TOTP_SECRET })}
      </Text>
    </Stack>
  );
}
