import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { refreshPermissions } from '../domains/session/refresh-permissions.ts';

/**
 * Asks for fresh permissions when the signed-in pages mount, on every route change and when the
 * window gets the focus back; the refresher's throttle (domains/session/refresh-permissions.ts) turns
 * that into at most one call every 30 seconds. The answer is written to storage, which the menu
 * and the route guard read.
 */
export function usePermissionRefresh(refresh: () => unknown = refreshPermissions): void {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the route change to react to.
  useEffect(() => {
    refresh();
  }, [pathname, refresh]);

  useEffect(() => {
    const onFocus = () => refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);
}
