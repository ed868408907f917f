import { Button } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PATHS } from '@/config/paths';

export function Component() {
  const navigate = useNavigate();
  return (
    <ErrorPage
      code="404"
      title="Page not found"
      message="The page you are looking for does not exist or has moved. Check the address, or head back to the dashboard."
      actions={
        <>
          <Button asChild colorPalette="wine">
            <Link to={PATHS.dashboard}>Go to the dashboard</Link>
          </Button>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            Go back
          </Button>
        </>
      }
    />
  );
}
