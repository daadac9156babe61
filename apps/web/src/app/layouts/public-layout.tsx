import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';
import { CookieNotice } from '../../features/legal/components/cookie-notice.tsx';
import { PublicHeader } from '../components/public-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';

/** Landing, policies, the sign-in pages and the verify pages: no top bar (spec section 2); the cookie notice. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}
