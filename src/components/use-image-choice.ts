import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  AVATAR_IMAGE_TYPES,
  imageBytesProblem,
  imageFileProblem,
  readAsDataUrl,
  type ImageFileProblem,
} from '@/lib/image-file';
import { t, type MessageKey } from '@/lib/i18n';

const PROBLEM_TEXT: Record<ImageFileProblem, MessageKey> = {
  type: 'common.image.wrongType',
  size: 'common.image.tooLarge',
  empty: 'common.image.empty',
};

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
      const problem = imageFileProblem(file) ?? (await imageBytesProblem(file));
      if (problem) {
        setChosen(null);
        setError(t(PROBLEM_TEXT[problem]));
        return;
      }
      const choice = { file, preview: await readAsDataUrl(file) };
      setChosen(choice);
      setError(null);
      onChosen?.(choice);
    } catch {
      setError(t('common.image.unreadable'));
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
