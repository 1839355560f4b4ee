import { useNavigate } from 'react-router';
import { isExternal, matchPath } from '../i18n/index.ts';
import { browser } from './browser.ts';

/**
 * Goes to a same-origin path: through the router when this app serves it (or it is the root,
 * which the app redirects), with a full page load when a separate application does.
 */
export function useGoToPath(): (path: string) => void {
  const navigate = useNavigate();
  return (path) => {
    const pathname = new URL(path, 'http://localhost').pathname;
    const match = matchPath(pathname);
    if (pathname === '/' || (match !== undefined && !isExternal(match.routeKey))) {
      void navigate(path);
    } else {
      browser.loadPage(path);
    }
  };
}
