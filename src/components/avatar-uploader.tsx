import { Avatar, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toApiError } from '@/api/api-error';
import { AVATAR_IMAGE_TYPES, readAsDataUrl, validateImageFile } from '@/lib/image-file';
import { initials } from '@/lib/initials';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      setChosen(null);
      setError(problem);
      return;
    }
    try {
      setChosen({ file, preview: await readAsDataUrl(file) });
      setError(null);
    } catch {
      setError('The image could not be read. Choose another file.');
    }
  };

  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>, fallback: string) => {
    setBusy(kind);
    setError(null);
    try {
      await task();
      setChosen(null);
    } catch (failure) {
      setError(toApiError(failure).fieldErrors[0]?.message ?? fallback);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'start', sm: 'center' }}>
      {chosen ? (
        <Image src={chosen.preview} alt="Preview of the new photo" boxSize="20" borderRadius="full" objectFit="cover" borderWidth="1px" />
      ) : (
        <Avatar.Root size="2xl" colorPalette="wine">
          <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
          {imageUrl && <Avatar.Image src={imageUrl} alt={`Photo of ${name}`} />}
        </Avatar.Root>
      )}
      <Stack gap="2">
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_IMAGE_TYPES.join(',')}
          hidden
          aria-label="Photo file"
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void onChoose(event)}
        />
        {chosen ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              Preview of {chosen.file.name} — not saved yet.
            </Text>
            <HStack gap="2">
              <Button size="sm" colorPalette="wine" loading={busy === 'upload'} loadingText="Saving…" onClick={() => void run('upload', () => onUpload(chosen.file), 'The photo could not be saved. Try again.')}>
                Save photo
              </Button>
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => setChosen(null)}>
                Cancel
              </Button>
            </HStack>
          </>
        ) : (
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => inputRef.current?.click()}>
              Upload photo
            </Button>
            {imageUrl && (
              <Button size="sm" variant="ghost" colorPalette="red" loading={busy === 'remove'} loadingText="Removing…" onClick={() => void run('remove', onRemove, 'The photo could not be removed. Try again.')}>
                Remove photo
              </Button>
            )}
          </HStack>
        )}
        <Text fontSize="xs" color="fg.muted">
          PNG, JPEG or WebP, up to 2 MB.
        </Text>
        {error && (
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
