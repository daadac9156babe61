import type { ReactNode } from 'react';
import { CookieNotice } from '../../features/legal/components/cookie-notice.tsx';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';
import { PublicHeader } from '../components/public-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';

/**
 * The frame of the public pages (spec section 2): the public header instead of the top bar, the
 * footer and the cookie notice. Around the router's outlet (public-layout.tsx), and around the
 * prerendered landing page, which hydrates without the router (landing-document.tsx).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    // Room below the footer for the cookie notice while it shows (it publishes its height).
    <div className="flex min-h-screen flex-col pb-(--cookie-notice-height)">
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}
