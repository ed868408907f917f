/** Image types an avatar may be (the API sniffs the bytes as well). */
export const AVATAR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest avatar the API accepts: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** What an image field tells the user to choose. */
export const IMAGE_FILE_HINT = 'PNG, JPEG or WebP, up to 2 MB.';

export const IMAGE_FILE_MESSAGES = {
  type: 'Choose a PNG, JPEG or WebP image',
  size: 'The image must be 2 MB or smaller',
  empty: 'The file is empty',
} as const;

/** Why a chosen file cannot be an avatar, or null when it can be uploaded. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_FILE_MESSAGES.type;
  if (file.size === 0) return IMAGE_FILE_MESSAGES.empty;
  if (file.size > AVATAR_MAX_BYTES) return IMAGE_FILE_MESSAGES.size;
  return null;
}

/** Reads a file as a data: URL, for a preview that needs no object-URL bookkeeping. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The bytes of a base64 `data:` URL as a Blob of its declared type, or null when it is not one. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(dataUrl);
  if (!match) return null;
  try {
    const binary = atob(match[2] ?? '');
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: match[1] });
  } catch {
    return null;
  }
}
