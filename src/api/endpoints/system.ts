import { defineEndpoints } from './define';

/** Backend build information. */
export const SYSTEM_ENDPOINTS = defineEndpoints({
  'GET /system/info': {
    tag: 'System',
    summary: 'Backend build information',
    access: 'system.read',
    success: { status: 200, schema: 'systemInfoSchema', description: 'Version and build.' },
  },
});
