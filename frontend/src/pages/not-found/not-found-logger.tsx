import { useEffect } from 'react';

/**
 * Logs the path that has no page, in the visitor's browser (an island that shows nothing: the rest
 * of the not-found page is static HTML). 404.html is served for any unknown path, so the path is
 * the browser's, not the prerender's.
 */
export function NotFoundLogger() {
  useEffect(() => {
    // The spec logs the attempted path; a warning keeps the console free of errors.
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return null;
}
