import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, pageErrorKind } from './error-page.tsx';

/** The router's error boundary: the error page for what the route threw (a 404 answer, a chunk, anything). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPage
      kind={isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : pageErrorKind(error)}
    />
  );
}
