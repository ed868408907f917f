import { createDashboardLoader } from '@/features/dashboard/dashboard-loader';
import { analyticsApi, auditApi, systemApi, usersApi } from '@/state/api';

// The dashboard's loader in a module of its own (the route's `lazy` loads it apart from the
// screen's code), so that its requests leave while the screen's components are still loading.
export const loader = createDashboardLoader({
  system: systemApi,
  users: usersApi,
  analytics: analyticsApi,
  audit: auditApi,
});
