import { describe, expect, it } from 'vitest';
import { db } from '../../core/db';
import { failureOf, installTestClock, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngBlob(size = 64): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_MAGIC);
  return new Blob([bytes], { type: 'image/png' });
}
const someWine = () => {
  const found = db.wines.findFirst((q) => q.where({ status: 'PUBLISHED' }));
  if (!found) throw new Error('no seeded wine');
  return found;
};

describe('POST /wines/{id}/label and DELETE /wines/{id}/label', () => {
  it('stores an uploaded label on the wine, touches updatedAt, and removes it again', async () => {
    const clock = installTestClock();
    const wine = someWine();
    clock.advance(60_000);
    const updated = await client.wines.uploadLabel(wine.id, pngBlob(), 'label.png');
    expect(updated).toMatchObject({
      id: wine.id,
      name: wine.name,
      labelImageUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    });
    expect(updated.updatedAt).toBe(new Date(clock.now()).toISOString());
    await expect(client.wines.get(wine.id)).resolves.toMatchObject({ labelImageUrl: updated.labelImageUrl });

    await expect(client.wines.removeLabel(wine.id)).resolves.toBeUndefined();
    await expect(client.wines.get(wine.id)).resolves.toMatchObject({ labelImageUrl: null });
    await expect(client.wines.removeLabel(wine.id)).resolves.toBeUndefined();
  });

  it.each([
    ['a text file', new Blob(['hello'], { type: 'image/png' }), 'The image must be a PNG, JPEG or WebP file'],
    ['an empty file', new Blob([], { type: 'image/png' }), 'The file is empty'],
    ['a file over 2 MB', pngBlob(2 * 1024 * 1024 + 1), 'The image must be 2 MB or smaller'],
  ])('rejects %s on the file field exactly as the avatar uploads do, changing nothing', async (_, blob, message) => {
    const wine = someWine();
    const expected = {
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'file', message }],
      },
    };
    expect(await failureOf(client.wines.uploadLabel(wine.id, blob))).toEqual(expected);
    expect(await failureOf(client.auth.uploadAvatar(blob))).toEqual(expected);
    expect(db.wines.findFirst((q) => q.where({ id: wine.id }))).toEqual(wine);
  });

  it('refuses a request without a file part', async () => {
    const failure = await failureOf(client.http.post(`/wines/${someWine().id}/label`, new FormData()));
    expect(failure).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'file', message: 'Choose an image file to upload' }] },
    });
  });

  it('answers 404 for an unknown wine', async () => {
    expect(await failureOf(client.wines.uploadLabel('no-such-id', pngBlob()))).toMatchObject({
      status: 404,
      body: { message: 'Wine not found' },
    });
    expect(await failureOf(client.wines.removeLabel('no-such-id'))).toMatchObject({
      status: 404,
      body: { message: 'Wine not found' },
    });
  });
});
