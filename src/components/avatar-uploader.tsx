import { Avatar, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toApiError } from '@/api/api-error';
import { initials } from '@/lib/initials';
import { ImageChoiceHint } from './image-choice-hint';
import { useImageChoice } from './use-image-choice';
import { t } from '@/lib/i18n';

export interface AvatarUploaderProps {
  /** Whose photo it is: the initials stand in without one. */
  name: string;
  /** The current photo, if any. */
  imageUrl?: string | null | undefined;
  /** Saves the chosen image; a rejection keeps the preview so the user can retry. */
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
}

type Busy = 'upload' | 'remove' | null;

/**
 * The current photo (or initials), then choose → check type and size → preview → save or cancel;
 * and remove when there is a photo. Nothing is uploaded until the user saves the preview.
 */
export function AvatarUploader({ name, imageUrl, onUpload, onRemove }: AvatarUploaderProps) {
  const { chosen, clear, error, setError, errorId, open, inputProps } = useImageChoice();
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>, fallback: string) => {
    setBusy(kind);
    setError(null);
    try {
      await task();
      clear();
    } catch (failure) {
      setError(toApiError(failure).fieldErrors[0]?.message ?? fallback);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'start', sm: 'center' }}>
      {chosen ? (
        <Image
          src={chosen.preview}
          alt={t('common.avatar.previewAlt')}
          boxSize="20"
          borderRadius="full"
          objectFit="cover"
          borderWidth="1px"
        />
      ) : (
        <Avatar.Root size="2xl" colorPalette="wine">
          <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
          {imageUrl && <Avatar.Image src={imageUrl} alt={t('common.avatar.photoAlt', { name })} />}
        </Avatar.Root>
      )}
      <Stack gap="2">
        <input {...inputProps} aria-label={t('common.avatar.file')} />
        {chosen ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('common.avatar.preview', { file: chosen.file.name })}
            </Text>
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="wine"
                loading={busy === 'upload'}
                loadingText={t('common.avatar.saving')}
                onClick={() => void run('upload', () => onUpload(chosen.file), t('common.avatar.saveFailed'))}
              >
                {t('common.avatar.save')}
              </Button>
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={clear}>
                {t('common.avatar.cancel')}
              </Button>
            </HStack>
          </>
        ) : (
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={open}>
              {t('common.avatar.upload')}
            </Button>
            {imageUrl && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={busy === 'remove'}
                loadingText={t('common.avatar.removing')}
                onClick={() => void run('remove', onRemove, t('common.avatar.removeFailed'))}
              >
                {t('common.avatar.remove')}
              </Button>
            )}
          </HStack>
        )}
        <ImageChoiceHint errorId={errorId} error={error} />
      </Stack>
    </Stack>
  );
}
