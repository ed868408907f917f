import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_IMAGE_TYPES, readAsDataUrl, validateImageBytes, validateImageFile } from '@/lib/image-file';

/** An image the user picked and that passed the type and size checks, with its preview. */
export interface ImageChoice {
  file: File;
  /** A data: URL of the file. */
  preview: string;
}

/**
 * A hidden file input for an image (PNG, JPEG or WebP up to 2 MB, the avatar rules): choosing
 * checks the file (its type, size and first bytes) and reads a preview; a refused or unreadable file becomes `error` instead.
 * The avatar uploader and the wine label share it.
 */
export function useImageChoice(onChosen?: (choice: ImageChoice) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [chosen, setChosen] = useState<ImageChoice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    try {
      // Its name and type first, then its first bytes: a text file named .png is refused here, not after Save.
      const problem = validateImageFile(file) ?? (await validateImageBytes(file));
      if (problem) {
        setChosen(null);
        setError(problem);
        return;
      }
      const choice = { file, preview: await readAsDataUrl(file) };
      setChosen(choice);
      setError(null);
      onChosen?.(choice);
    } catch {
      setError('The image could not be read. Choose another file.');
    }
  };

  const open = useCallback(() => inputRef.current?.click(), []);
  const clear = useCallback(() => setChosen(null), []);

  return {
    chosen,
    clear,
    error,
    setError,
    errorId,
    open,
    inputProps: {
      ref: inputRef,
      type: 'file' as const,
      accept: AVATAR_IMAGE_TYPES.join(','),
      hidden: true,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
    },
  };
}
