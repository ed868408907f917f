/** Image types an avatar may be (the API sniffs the bytes as well). */
export const AVATAR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest avatar the API accepts: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a file is refused, in the API's (and the mock's) English: the console words each problem from the catalogue. */
export const IMAGE_FILE_MESSAGES = {
  type: 'Choose a PNG, JPEG or WebP image',
  size: 'The image must be 2 MB or smaller',
  empty: 'The file is empty',
} as const;

export type ImageType = (typeof AVATAR_IMAGE_TYPES)[number];

/** A reason a file cannot be an avatar: the wrong type, too large, or empty. */
export type ImageFileProblem = keyof typeof IMAGE_FILE_MESSAGES;

/** Why a chosen file cannot be an avatar, or null when it can be uploaded (its name and declared type; `imageBytesProblem` then looks inside). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** `imageFileProblem` in the API's English words. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  const problem = imageFileProblem(file);
  return problem === null ? null : IMAGE_FILE_MESSAGES[problem];
}

/** The bytes an image's type is told by (the longest signature, WebP's, ends at byte 12). */
const IMAGE_SIGNATURE_BYTES = 12;

/** The image type from a file's first bytes (its magic number); its name and declared type are not trusted. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Why a file that passed `imageFileProblem` is still no image, by its first bytes (as the API checks): a text file named .png, say. */
export async function imageBytesProblem(file: Blob): Promise<ImageFileProblem | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) === null ? 'type' : null;
}

/** `imageBytesProblem` in the API's English words. */
export async function validateImageBytes(file: Blob): Promise<string | null> {
  const problem = await imageBytesProblem(file);
  return problem === null ? null : IMAGE_FILE_MESSAGES[problem];
}

/** Reads a file as a data: URL, for a preview that needs no object-URL bookkeeping. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file'));
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
