import { Alert, Button } from '@chakra-ui/react';

/** The list could not be loaded (the API client has already said why in a toast). */
export function WineListError({ status, retrying, onRetry }: { status: number; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load the wines</Alert.Title>
        <Alert.Description>
          {status === 0 ? 'The server could not be reached.' : `The server answered with an error (${status}).`} Check your
          connection and try again.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
