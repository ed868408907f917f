import { useLocation } from 'react-router';
import { ROUTE_PATTERNS } from '@/config/paths';
import { t } from '@/lib/i18n';

/**
 * The console's frame before its code or first data has arrived (a signed-in reload, a deep link,
 * the moment after sign-in): the sidebar, the top bar and the content area's skeleton, as plain
 * elements styled by public/boot.css, so it costs the sign-in page no component code.
 */
export function ShellPlaceholder() {
  return (
    <div className="shell-placeholder" role="status" aria-label={t('app.shell.loading')}>
      <div className="shell-placeholder-sidebar" />
      <div className="shell-placeholder-main">
        <div className="shell-placeholder-bar" />
        <div className="shell-placeholder-content">
          <span className="shell-placeholder-line wide" />
          <span className="shell-placeholder-line" />
          <span className="shell-placeholder-block" />
          <span className="shell-placeholder-block" />
        </div>
      </div>
    </div>
  );
}

const WITHOUT_SHELL = new Set<string>([ROUTE_PATTERNS.login, ROUTE_PATTERNS.twoFactorSetup]);

/** While the first route loads: the shell's frame, except on the sign-in screens, which have none. */
export function FirstLoadFallback() {
  return WITHOUT_SHELL.has(useLocation().pathname) ? null : <ShellPlaceholder />;
}
