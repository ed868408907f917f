import { ErrorPage, ErrorPageWaysBack } from '@/components/error-page';

export function Component() {
  return (
    <ErrorPage
      code="404"
      title="Page not found"
      message="The page you are looking for does not exist or has moved. Check the address, or head back to the dashboard."
      actions={<ErrorPageWaysBack />}
    />
  );
}
