import { NOTIFICATION_DURATION_MS } from '@portal/contracts/common/limits';
import type { TNotification } from '@portal/contracts/notifications/notification-types';
import { type CSSProperties, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';
import { HEADER_HEIGHT_PROPERTY } from '../../lib/use-published-height.ts';
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
      // At the top right, just below the sticky header (the top bar with its product menu, or the
      // public header: each publishes its height), 320 px wide; across the top on phones. At the
      // bottom centre they lay over a form's fields and its main button. At 1280 px a toast spans
      // 944-1264 px: clear of the top bar and its account menu, of a 512 px dialog's close button
      // (the dialog ends at 896 px), and of a wizard's column (ending at 1088 px) but for the
      // right edge of its last step.
      position="top-right"
      offset={{ top: TOP_OFFSET, right: 16 }}
      mobileOffset={{ top: MOBILE_TOP_OFFSET, right: 8, left: 8 }}
      style={{ '--width': '320px' } as CSSProperties}
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

/** Below the sticky header (64 px until it has published its height). */
const TOP_OFFSET = `calc(var(${HEADER_HEIGHT_PROPERTY}, 64px) + 12px)`;
const MOBILE_TOP_OFFSET = `calc(var(${HEADER_HEIGHT_PROPERTY}, 64px) + 8px)`;

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
