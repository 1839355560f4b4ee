import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './lazy-pages.ts';
import { reportError } from '../../ui/index.ts';

/**
 * The router's `errorElement`: a 404 answer is the not-found page, anything else the generic
 * error page, and the error is reported (E-22).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) {
      reportError('[shell] A page failed to render.', error);
    }
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <ErrorPage />;
}
