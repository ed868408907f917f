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
            onClick={() => onPick(account)}
          >
            <Stack gap="0" align="start" textAlign="start">
              <Text fontWeight="medium">{account.email}</Text>
              <Text fontSize="xs" color="fg.muted" whiteSpace="normal">{account.description}</Text>
            </Stack>
            <Badge colorPalette="wine" variant="subtle">{account.label}</Badge>
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
