import { describe, expect, it } from 'vitest';
import { failureOf, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngBlob(size = 64): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_MAGIC);
  return new Blob([bytes], { type: 'image/png' });
}

describe('GET /auth/me', () => {
  it('returns the signed-in admin without private fields', async () => {
    const me = await client.auth.me();
    expect(me).toMatchObject({
      email: 'admin@vinotheca.test',
      fullName: 'Ava Laurent',
      role: 'SUPER_ADMIN',
      active: true,
      locked: false,
      twoFactorEnabled: false,
      avatarUrls: null,
      themePreference: 'SYSTEM',
      language: null,
    });
    expect(Object.keys(me).sort()).toEqual([
      'active',
      'avatarUrls',
      'createdAt',
      'email',
      'fullName',
      'id',
      'language',
      'lastLoginAt',
      'locked',
      'role',
      'themePreference',
      'twoFactorEnabled',
      'updatedAt',
    ]);
  });
});

describe('PUT /auth/me', () => {
  it('updates the name and e-mail (trimmed, e-mail lower-cased)', async () => {
    const updated = await client.auth.updateMe({ fullName: '  Ava L. Laurent ', email: 'Ava@Vinotheca.TEST' });
    expect(updated).toMatchObject({ fullName: 'Ava L. Laurent', email: 'ava@vinotheca.test' });
    await expect(client.auth.me()).resolves.toMatchObject({ email: 'ava@vinotheca.test' });
  });

  it('keeps the own e-mail without a conflict', async () => {
    await expect(client.auth.updateMe({ fullName: 'Ava', email: 'admin@vinotheca.test' })).resolves.toMatchObject({
      fullName: 'Ava',
    });
  });

  it('lists every invalid field', async () => {
    const failure = await failureOf(client.auth.updateMe({ fullName: '   ', email: 'not-an-email' }));
    expect(failure).toMatchObject({
      status: 422,
      body: {
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [
          { field: 'fullName', message: 'Full name is required' },
          { field: 'email', message: 'Enter a valid email address' },
        ],
      },
    });
  });

  it('answers 409 for an e-mail another admin uses', async () => {
    const failure = await failureOf(client.auth.updateMe({ fullName: 'Ava', email: 'LOCKED@vinotheca.test' }));
    expect(failure).toMatchObject({
      status: 409,
      body: { error: 'Conflict', message: 'Email is already in use', errors: [{ field: 'email' }] },
    });
    await expect(client.auth.me()).resolves.toMatchObject({ email: 'admin@vinotheca.test' });
  });
});

describe('avatar', () => {
  it('stores an uploaded PNG as data URLs and deletes it again', async () => {
    const updated = await client.auth.uploadAvatar(pngBlob(), 'me.png');
    expect(updated.avatarUrls?.small).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(updated.avatarUrls?.icon).toMatch(/^data:image\/png;base64,/);
    await client.auth.deleteAvatar();
    await expect(client.auth.me()).resolves.toMatchObject({ avatarUrls: null });
  });

  it('accepts JPEG and WebP by their content', async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], { type: 'image/jpeg' });
    const webp = new Blob([new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')], { type: 'image/webp' });
    expect((await client.auth.uploadAvatar(jpeg, 'a.jpg')).avatarUrls?.small).toMatch(/^data:image\/jpeg;base64,/);
    expect((await client.auth.uploadAvatar(webp, 'a.webp')).avatarUrls?.small).toMatch(/^data:image\/webp;base64,/);
  });

  it.each([
    ['a text file', new Blob(['hello'], { type: 'text/plain' }), 'The image must be a PNG, JPEG or WebP file'],
    [
      'text claiming to be a PNG',
      new Blob(['not really'], { type: 'image/png' }),
      'The image must be a PNG, JPEG or WebP file',
    ],
    ['an empty file', new Blob([], { type: 'image/png' }), 'The file is empty'],
    ['a file over 2 MB', pngBlob(2 * 1024 * 1024 + 1), 'The image must be 2 MB or smaller'],
  ])('rejects %s on the file field', async (_, blob, message) => {
    const failure = await failureOf(client.auth.uploadAvatar(blob, 'upload.png'));
    expect(failure).toMatchObject({ status: 422, body: { errors: [{ field: 'file', message }] } });
    await expect(client.auth.me()).resolves.toMatchObject({ avatarUrls: null });
  });

  it('accepts exactly 2 MB', async () => {
    await expect(client.auth.uploadAvatar(pngBlob(2 * 1024 * 1024))).resolves.toMatchObject({
      email: 'admin@vinotheca.test',
    });
  });

  it('rejects a form without a file and a non-multipart body', async () => {
    const form = new FormData();
    form.append('other', 'x');
    expect((await failureOf(client.http.post('/auth/me/avatar', form))).body.errors).toEqual([
      { field: 'file', message: 'Choose an image file to upload' },
    ]);
    expect((await failureOf(client.http.post('/auth/me/avatar', { file: 'x' }))).status).toBe(422);
  });
});

describe('PATCH /auth/me/language', () => {
  it('keeps the chosen language, and null goes back to the browser’s', async () => {
    await expect(client.auth.me()).resolves.toMatchObject({ language: null });
    await expect(client.auth.updateLanguage('fr')).resolves.toMatchObject({ language: 'fr' });
    await expect(client.auth.me()).resolves.toMatchObject({ language: 'fr' });
    await expect(client.auth.updateLanguage(null)).resolves.toMatchObject({ language: null });
    await expect(client.auth.me()).resolves.toMatchObject({ language: null });
  });

  it.each([
    [{ language: 'de' }, 'Language must be en or fr, or null'],
    [{ language: 'EN' }, 'Language must be en or fr, or null'],
    [{}, 'Language is required'],
  ])('refuses %j with a 422 and changes nothing', async (body, message) => {
    await client.auth.updateLanguage('fr');
    const failure = await failureOf(client.http.patch('/auth/me/language', body));
    expect(failure).toMatchObject({ status: 422, body: { errors: [{ field: 'language', message }] } });
    await expect(client.auth.me()).resolves.toMatchObject({ language: 'fr' });
  });
});

describe('PATCH /auth/me/theme', () => {
  it('saves the preference and returns the updated admin', async () => {
    await expect(client.auth.updateTheme('DARK')).resolves.toMatchObject({ themePreference: 'DARK' });
    await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'DARK' });
  });

  it('rejects an unknown value', async () => {
    const failure = await failureOf(client.http.patch('/auth/me/theme', { themePreference: 'BLUE' }));
    expect(failure).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'themePreference', message: 'Theme must be LIGHT, DARK or SYSTEM' }] },
    });
  });
});
