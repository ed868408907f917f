import { Alert, Button } from '@chakra-ui/react';
import { t } from '@/lib/i18n';

export interface ListErrorProps {
  /** What could not be loaded, as in "Could not load the wines". */
  what: string;
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  retrying: boolean;
  onRetry: () => void;
}

/** A list could not be loaded (the API client has already said why in a toast): say so and offer Retry. */
export function ListError({ what, status, retrying, onRetry }: ListErrorProps) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('list.error.title', { what })}</Alert.Title>
        <Alert.Description>
          {status === 0 ? t('list.error.unreachable') : t('list.error.status', { status: String(status) })}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        {t('list.error.retry')}
      </Button>
    </Alert.Root>
  );
}
