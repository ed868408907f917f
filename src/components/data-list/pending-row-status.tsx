import { Text } from '@chakra-ui/react';

/**
 * Where a row says that a change to it is on its way ("Deleting…"), beside its actions. The live
 * region is always there, empty while nothing is pending, so a screen reader announces the text
 * when it appears.
 */
export function PendingRowStatus({ status }: { status: string | undefined }) {
  return (
    <Text as="span" aria-live="polite" fontSize="xs" fontStyle="italic" color="fg.muted" whiteSpace="nowrap">
      {status ?? ''}
    </Text>
  );
}
