import { Outlet } from 'react-router';
import { useAtomValue } from 'jotai';
import { adminTitleAtom, brandAtom } from '@/state/brand';
import './auth-layout.css';
import { t } from '@/lib/i18n';

/** Bare centred content for sign-in and two-factor setup, in plain HTML and CSS (no component library). */
export function AuthLayout() {
  const { brandName } = useAtomValue(brandAtom);
  const adminTitle = useAtomValue(adminTitleAtom);
  return (
    <div className="auth-frame">
      <main id="main-content" className="auth-main">
        <div className="auth-brand">
          <div aria-hidden className="auth-brand-mark">
            {brandName.charAt(0)}
          </div>
          <p className="auth-brand-title">{adminTitle}</p>
          <p className="auth-brand-sub">{t('app.auth.tagline')}</p>
        </div>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
