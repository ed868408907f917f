import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/config/demo-accounts';

/** One-click demo sign-ins, offered only when the app runs on the mock backend. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  return (
    <Box as="section" aria-labelledby="demo-accounts-heading" mt="6" pt="5" borderTopWidth="1px" borderColor="border">
      <Heading as="h2" id="demo-accounts-heading" size="sm" mb="1">
        Demo accounts
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        This demo runs on a built-in mock backend. Pick an account to fill the form.
      </Text>
      <Stack gap="2">
        {DEMO_ACCOUNTS.map((account) => (
          <Button
            key={account.email}
            variant="outline"
            size="sm"
            justifyContent="space-between"
            h="auto"
            py="2"
            whiteSpace="normal"
            onClick={() => onPick(account)}
          >
            {/* A long secret breaks anywhere rather than push the page sideways on a phone. */}
            <Stack gap="0" align="start" textAlign="start" minW="0" flex="1">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {account.email}
              </Text>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {account.description}
              </Text>
            </Stack>
            <Badge colorPalette="wine" variant="subtle" flexShrink={0}>
              {account.label}
            </Badge>
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
