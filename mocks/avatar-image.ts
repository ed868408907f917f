import type { AvatarUrls } from '@/api/types';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export type AvatarMime = 'image/png' | 'image/jpeg' | 'image/webp';

const SIZES = { small: 128, icon: 32 } as const;

/** The image type from the file's magic bytes; the declared type and name are not trusted. */
export function sniffImageType(bytes: Uint8Array): AvatarMime | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Data URLs for both avatar sizes. In a browser the image is scaled down first, which keeps the
 * persisted db small; where canvas is unavailable (Node) or decoding fails, both are the original.
 */
export async function toAvatarUrls(bytes: Uint8Array<ArrayBuffer>, mime: AvatarMime): Promise<AvatarUrls> {
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
