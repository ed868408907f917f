import { ErrorPage, ErrorPageWaysBack } from '@/components/error-page';
import { t } from '@/lib/i18n';

export function Component() {
  return (
    <ErrorPage
      code="404"
      title={t('app.notFound.title')}
      message={t('app.notFound.message')}
      actions={<ErrorPageWaysBack />}
    />
  );
}
