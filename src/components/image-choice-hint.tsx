import { Text } from '@chakra-ui/react';
import { IMAGE_FILE_HINT } from '@/lib/image-file';

/** Under an image picker: which files it takes, then why the last choice was refused (announced). */
export function ImageChoiceHint({ errorId, error }: { errorId: string; error: string | null | undefined }) {
  return (
    <>
      <Text fontSize="xs" color="fg.muted">
        {IMAGE_FILE_HINT}
      </Text>
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </>
  );
}
