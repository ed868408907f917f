import { Text } from '@chakra-ui/react';
import { t } from '@/lib/i18n';

/** Under an image picker: which files it takes, then why the last choice was refused (announced). */
export function ImageChoiceHint({ errorId, error }: { errorId: string; error: string | null | undefined }) {
  return (
    <>
      <Text fontSize="xs" color="fg.muted">
        {t('common.image.hint')}
      </Text>
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </>
  );
}
