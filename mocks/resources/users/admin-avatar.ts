import { HttpResponse } from 'msw';
import { toAdminUser } from './admin-view';
import { updateAdmin } from '../auth/auth-model';
import { readImageUpload, toAvatarUrls } from '../../core/image-upload';
import type { AdminRecord } from '../../core/db';
import { validationError, jsonResponse } from '../../core/http';
import { nowIso } from '../../core/mock-config';

/**
 * Stores the image of a multipart `file` field as an admin's avatar and answers with the updated
 * admin; anything but a PNG, JPEG or WebP (by content) of at most 2 MB is a 422 on `file`.
 * The own-avatar and the users endpoints share it, so both answer alike.
 */
export async function uploadAdminAvatar(request: Request, admin: AdminRecord): Promise<Response> {
  const upload = await readImageUpload(request);
  if ('field' in upload) return validationError([upload]);
  const avatarUrls = await toAvatarUrls(upload.bytes, upload.mime);
  const updated = await updateAdmin(admin.id, (row) => {
    row.avatarUrls = avatarUrls;
    row.updatedAt = nowIso();
  });
  return jsonResponse(toAdminUser(updated ?? admin));
}

/** Removes an admin's avatar (204, also when there was none). */
export async function removeAdminAvatar(admin: AdminRecord): Promise<Response> {
  await updateAdmin(admin.id, (row) => {
    row.avatarUrls = null;
    row.updatedAt = nowIso();
  });
  return new HttpResponse(null, { status: 204 });
}
