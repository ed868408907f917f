import { env } from './env';

export const BRAND_NAME = env.VITE_BRAND_NAME;
export const COMPANY_NAME = env.VITE_COMPANY_NAME;
