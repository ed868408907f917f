import type { AvatarUrls, FieldError } from '@/api/types';
import { AVATAR_MAX_BYTES, IMAGE_FILE_MESSAGES, imageTypeOf, type ImageType } from '@/lib/image-file';

const SIZES = { small: 128, icon: 32 } as const;
/** Labels are kept at most this tall (portrait bottles), so the persisted db stays small. */
const LABEL_MAX_SIDE = 480;

/**
 * The image of a multipart `file` field, or the 422 entry on `file` explaining why it is refused:
 * missing, empty, over 2 MB, or not a PNG, JPEG or WebP by content. Avatars and wine labels share it.
 */
export async function readImageUpload(
  request: Request,
): Promise<FieldError | { bytes: Uint8Array<ArrayBuffer>; mime: ImageType }> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return { field: 'file', message: 'Choose an image file to upload' };
  if (file.size === 0) return { field: 'file', message: IMAGE_FILE_MESSAGES.empty };
  if (file.size > AVATAR_MAX_BYTES) return { field: 'file', message: IMAGE_FILE_MESSAGES.size };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = imageTypeOf(bytes);
  if (!mime) return { field: 'file', message: 'The image must be a PNG, JPEG or WebP file' };
  return { bytes, mime };
}

/** A data URL of a wine label, scaled down (aspect kept) to at most 480 px on its longer side in a browser. */
export async function toLabelUrl(bytes: Uint8Array<ArrayBuffer>, mime: ImageType): Promise<string> {
  const original = `data:${mime};base64,${toBase64(bytes)}`;
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes], { type: mime }));
    const scale = Math.min(1, LABEL_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2d context');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
    return `data:${blob.type};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
  } catch {
    return original;
  }
}

/**
 * Data URLs for both avatar sizes. In a browser the image is scaled down first, which keeps the
 * persisted db small; where canvas is unavailable (Node) or decoding fails, both are the original.
 */
export async function toAvatarUrls(bytes: Uint8Array<ArrayBuffer>, mime: ImageType): Promise<AvatarUrls> {
  const original = `data:${mime};base64,${toBase64(bytes)}`;
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    return { small: original, icon: original };
  }
  try {
    const bitmap = await createImageBitmap(new Blob([bytes], { type: mime }));
    const [small, icon] = [await scaled(bitmap, SIZES.small), await scaled(bitmap, SIZES.icon)];
    bitmap.close();
    return { small, icon };
  } catch {
    return { small: original, icon: original };
  }
}

async function scaled(bitmap: ImageBitmap, size: number): Promise<string> {
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d context');
  const side = Math.min(bitmap.width, bitmap.height);
  const sx = (bitmap.width - side) / 2;
  const sy = (bitmap.height - side) / 2;
  context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
  return `data:${blob.type};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
