import { NOTIFICATION_DURATION_MS } from '@portal/contracts/common/limits';
import type { TNotification } from '@portal/contracts/notifications/notification-types';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons.tsx';

/**
 * The notification host behind `notify()` (lib/notify.ts): an icon by type, title, description
 * and a translated close button, hidden after NOTIFICATION_DURATION_MS. Sonner renders them in
 * a polite live region, so screen readers announce each one. This module is loaded on demand
 * (and prefetched when the browser is idle), which keeps the toast library out of the entry chunk;
 * it mounts its own small React root the first time it is used.
 */
function Notifications({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation('common');
  // Runs after the Toaster's own effect has subscribed to new toasts.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      // At the bottom centre (across the width on phones): the top of the screen holds what a
      // notification must not cover (the top bar and its menus, a wizard's steps, a dialog's close
      // button, a page's own error message), and a form's buttons sit at its bottom corners ("Save
      // and continue" was under three notifications at the bottom right, "Back" would be at the
      // left). Above the cookie notice while it shows (it sets --cookie-notice-height).
      position="bottom-center"
      offset={{ bottom: BOTTOM_OFFSET }}
      mobileOffset={{ bottom: BOTTOM_OFFSET, right: 8, left: 8 }}
      closeButton
      // Every notification shown whole: stacked, the ones behind were faded past readable contrast
      // (axe found a second one's title at too low a contrast).
      expand
      duration={NOTIFICATION_DURATION_MS}
      containerAriaLabel={t('notifications')}
      icons={{
        success: <SuccessIcon className="text-success" />,
        error: <ErrorIcon className="text-danger" />,
        info: <InfoIcon className="text-info" />,
        warning: <WarningIcon className="text-warning" />,
        close: <CloseIcon width={14} height={14} />,
      }}
      toastOptions={{
        closeButtonAriaLabel: t('close'),
        classNames: {
          toast: 'rounded-xl! border-line! shadow-card! font-sans!',
          title: 'text-small! font-bold! text-ink!',
          description: 'text-small! text-muted!',
        },
      }}
    />
  );
}

/** 16 px above the window's bottom edge, or above the cookie notice while it shows. */
const BOTTOM_OFFSET = 'calc(16px + var(--cookie-notice-height, 0px))';

let mounted: Promise<void> | null = null;

function mount(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const container = document.createElement('div');
    container.id = 'notifications';
    document.body.appendChild(container);
    createRoot(container).render(<Notifications onReady={resolve} />);
  });
  return mounted;
}

export async function showNotification({ type, title, description }: TNotification): Promise<void> {
  await mount();
  toast[type](title, { description, duration: NOTIFICATION_DURATION_MS });
}

export { mount as prepareNotifications };
