import { Text } from '@chakra-ui/react';

// TODO(#3): the users screens replace this module.
export function Component() {
  return <Text color="fg.muted">User management arrives with the users screens.</Text>;
}
