import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  dataUrlToBlob,
  IMAGE_FILE_MESSAGES,
  imageTypeOf,
  validateImageBytes,
  validateImageFile,
} from './image-file';

describe('validateImageFile', () => {
  it.each([
    ['a PNG', { type: 'image/png', size: 1024 }, null],
    ['a JPEG', { type: 'image/jpeg', size: 1024 }, null],
    ['a WebP', { type: 'image/webp', size: 1024 }, null],
    ['exactly 2 MB', { type: 'image/png', size: AVATAR_MAX_BYTES }, null],
    ['a GIF', { type: 'image/gif', size: 1024 }, IMAGE_FILE_MESSAGES.type],
    ['an SVG', { type: 'image/svg+xml', size: 1024 }, IMAGE_FILE_MESSAGES.type],
    ['a file of unknown type', { type: '', size: 1024 }, IMAGE_FILE_MESSAGES.type],
    ['one byte over 2 MB', { type: 'image/png', size: AVATAR_MAX_BYTES + 1 }, IMAGE_FILE_MESSAGES.size],
    ['a 3 MB JPEG', { type: 'image/jpeg', size: 3 * 1024 * 1024 }, IMAGE_FILE_MESSAGES.size],
    ['an empty PNG', { type: 'image/png', size: 0 }, IMAGE_FILE_MESSAGES.empty],
  ])('%s → %s', (_name, file, expected) => {
    expect(validateImageFile(file)).toBe(expected);
  });

  it('words the messages as the form shows them', () => {
    expect(IMAGE_FILE_MESSAGES.type).toBe('Choose a PNG, JPEG or WebP image');
    expect(IMAGE_FILE_MESSAGES.size).toBe('The image must be 2 MB or smaller');
  });
});

describe('imageTypeOf and validateImageBytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a WebP', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'image/webp'],
    ['a RIFF that is no WebP (a WAV)', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), null],
    ['a GIF', new TextEncoder().encode('GIF89a'), null],
    ['text', new TextEncoder().encode('not an image at all'), null],
    ['nothing', bytes(), null],
  ])('%s → %s', async (_name, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
    expect(await validateImageBytes(new Blob([head]))).toBe(type === null ? IMAGE_FILE_MESSAGES.type : null);
  });
});

describe('dataUrlToBlob', () => {
  it('turns a base64 data URL back into the bytes and type it was read from', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob?.type).toBe('image/png');
    expect([...new Uint8Array(await (blob as Blob).arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it.each([['https://example.test/label.png'], ['data:image/png,raw'], ['data:image/png;base64,***'], ['']])(
    'refuses %j',
    (url) => {
      expect(dataUrlToBlob(url)).toBeNull();
    },
  );
});
