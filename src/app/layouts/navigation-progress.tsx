import { useNavigation } from 'react-router';
import { t } from '@/lib/i18n';

/**
 * A thin bar across the top while any navigation is pending (a loader or an action running, a lazy
 * route loading), so a click never leaves the old screen without feedback. Its styles are in
 * public/boot.css.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div className="nav-progress" role="progressbar" aria-label={t('app.navigation.loading')}>
      <span />
    </div>
  );
}
