import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TInAppNotification } from '@portal/contracts/notifications/notification-routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { useNotificationText } from '../notification-text.ts';

/** The badge shows the count up to this; past it, "99+". */
const BADGE_MAX = 99;

/**
 * The top bar's bell: the latest notifications (asked again every minute by TanStack Query), the
 * unread count on the button, "mark all read". A disclosure: the button says whether the list is
 * open, Esc closes it and gives focus back, so does a click outside or a new page.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { close, buttonRef, panelRef, buttonProps, panelProps } = useDisclosure<
    HTMLButtonElement,
    HTMLElement
  >();
  const headingId = useId();
  const notifications = useNotifications();
  const readAll = useReadAllNotifications();
  const unread = notifications.data?.unread ?? 0;

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        {...buttonProps}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
      >
        <BellIcon className="size-[22px]" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 end-1 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs leading-5 font-bold text-brand-950"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      <section
        ref={panelRef}
        {...panelProps}
        aria-labelledby={headingId}
        className={cn(
          'z-50 rounded-xl border border-line bg-white p-2 text-ink shadow-card',
          // A phone: under the bar, nearly the screen's width; wider screens: under the bell.
          'fixed inset-x-2 top-16 sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96',
        )}
      >
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <h2 id={headingId} className="text-small font-bold text-brand-950">
            {t('bell.title')}
          </h2>
          {unread > 0 ? (
            <button
              type="button"
              onClick={() => readAll.mutate()}
              disabled={readAll.isPending}
              className="rounded-lg px-2 py-1.5 text-small font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
            >
              {t('bell.readAll')}
            </button>
          ) : null}
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {notifications.isPending ? (
            <p className="px-2 py-3 text-small text-muted">{t('bell.loading')}</p>
          ) : notifications.data ? (
            notifications.data.data.length === 0 ? (
              <p className="px-2 py-3 text-small text-muted">{t('bell.empty')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {notifications.data.data.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={close} />
                ))}
              </ul>
            )
          ) : (
            <p className="px-2 py-3 text-small text-muted">{t('bell.loadFailed')}</p>
          )}
        </div>
      </section>
    </div>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: TInAppNotification;
  onOpen: () => void;
}) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const text = useNotificationText();
  const read = useReadNotification();
  const { title, body } = text(notification);
  const unread = notification.read_at === null;
  const markRead = () => {
    if (unread) read.mutate(notification.id);
  };
  const content = (
    <>
      <span className={cn('block text-small', unread ? 'font-bold text-brand-950' : 'font-medium text-ink')}>
        {unread ? (
          <span
            className="me-1.5 inline-block size-2 rounded-full bg-accent-500 align-middle"
            aria-hidden="true"
          />
        ) : null}
        {title}
        {unread ? <span className="sr-only"> ({t('bell.unread')})</span> : null}
      </span>
      <span className="mt-0.5 block text-small text-muted">{body}</span>
      <span className="mt-1 block text-xs text-muted">
        {formatIstanbulDateTime(new Date(notification.created_at), language)}
      </span>
    </>
  );
  return (
    <li className="flex items-start gap-1">
      {notification.link ? (
        <Link
          to={`/${language}/${notification.link}`}
          onClick={() => {
            markRead();
            onOpen();
          }}
          className="block flex-1 rounded-lg px-2 py-2.5 no-underline hover:bg-brand-50"
        >
          {content}
        </Link>
      ) : (
        <div className="flex-1 px-2 py-2.5">{content}</div>
      )}
      {unread ? (
        <button
          type="button"
          onClick={markRead}
          aria-label={t('bell.markReadName', { title })}
          className="mt-2 shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('bell.markRead')}
        </button>
      ) : null}
    </li>
  );
}
