import { env } from './env';

export const BRAND_NAME = env.VITE_BRAND_NAME;
export const COMPANY_NAME = env.VITE_COMPANY_NAME;
/** The fixed suffix of every document title, and the sidebar title. */
export const ADMIN_TITLE = `${BRAND_NAME} Admin`;
