/** The demo accounts of the mock backend (the README and the login page in mock mode list them). */
export interface DemoAccount {
  email: string;
  password: string;
  label: string;
  description: string;
}

export const DEMO_PASSWORD = 'Vinotheca#2026';

/** The published TOTP secret of the enrolled demo admin (160 bits, base32). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@vinotheca.test',
    password: DEMO_PASSWORD,
    label: 'Full access',
    description: 'Super admin, no two-factor step',
  },
  {
    email: 'setup@vinotheca.test',
    password: DEMO_PASSWORD,
    label: 'Pending 2FA setup',
    description: 'Must set up two-factor authentication',
  },
  {
    email: 'totp@vinotheca.test',
    password: DEMO_PASSWORD,
    label: '2FA enrolled',
    description: `Asks for a 6-digit code; authenticator secret ${DEMO_TOTP_SECRET}`,
  },
  {
    email: 'locked@vinotheca.test',
    password: DEMO_PASSWORD,
    label: 'Locked',
    description: 'Locked after failed sign-ins: refused like a wrong password until an admin unlocks it',
  },
  {
    email: 'manager@vinotheca.test',
    password: DEMO_PASSWORD,
    label: 'Admin',
    description: 'Manages admins (not super admins) and all content',
  },
  {
    email: 'editor@vinotheca.test',
    password: DEMO_PASSWORD,
    label: 'Editor',
    description: 'Edits wines, categories and cellars; no user management',
  },
  {
    email: 'viewer@vinotheca.test',
    password: DEMO_PASSWORD,
    label: 'Viewer',
    description: 'Reads everything, changes nothing but their own profile',
  },
];
