import { Outlet } from 'react-router';
import { CompanyNameGate } from '../../features/accounts/components/company-name-gate.tsx';
import { EmailVerificationBanner } from '../../features/auth/components/email-verification-banner.tsx';
import { PhoneVerificationBanner } from '../../features/auth/components/phone-verification-banner.tsx';
import { PaymentDueWatcher } from '../../features/payments/components/payment-due-watcher.tsx';
import { PaymentReturnNotice } from '../../features/payments/components/payment-return-notice.tsx';
import { AccountClosingBanner } from '../../features/privacy/components/account-closing-banner.tsx';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { ActingForBanner } from '../components/acting-for-banner.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { usePermissionRefresh } from '../use-permission-refresh.ts';

/**
 * Every signed-in page: the top bar, the e-mail banner while unverified (then the phone's), the
 * page, a compact footer.
 * The app's pages fetch, so TanStack Query is mounted here (the root has none).
 */
export default function AppLayout() {
  // An admin's edit of roles and permissions reaches the menu and the guard within 30 s of activity.
  usePermissionRefresh();
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col bg-surface">
        <TopBar />
        <ActingForBanner />
        <EmailVerificationBanner />
        <PhoneVerificationBanner />
        <AccountClosingBanner />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6"
        >
          <Outlet />
        </main>
        <SiteFooter compact />
        {/* Status 2 of the selected company: the card modal on every route change (lazy). */}
        <PaymentDueWatcher />
        {/* Back from the bank's 3-D Secure page: the outcome as a notification. */}
        <PaymentReturnNotice />
        <CompanyNameGate />
      </div>
    </QueryProvider>
  );
}
