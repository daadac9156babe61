import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, InfoIcon } from '../../../components/ui/icons.tsx';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useCurrentAnnouncements } from '../api/get-current-announcements.ts';
import { readDismissed, writeDismissed } from './dismissed-announcements.ts';

/**
 * The firm's current announcements at the top of the customer's home, each closable for the
 * rest of the session. Nothing shows while they load, when there are none, or when they fail.
 */
export function CurrentAnnouncements() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const account = useStoredValue('account');
  const announcements = useCurrentAnnouncements(account?.id ?? null);
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const visible = (announcements.data ?? []).filter((announcement) => !dismissed.includes(announcement.id));
  if (visible.length === 0) return null;

  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    writeDismissed(next);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('announcements.title')}
      </h2>
      <ul className="space-y-3">
        {visible.map((announcement) => (
          <li
            key={announcement.id}
            className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-small text-brand-950"
          >
            <InfoIcon className="mt-0.5 shrink-0 text-info" />
            <div className="min-w-0 flex-1">
              <h3 className="font-bold break-words">{announcement.title}</h3>
              <p className="mt-1 break-words whitespace-pre-line">{announcement.body}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss(announcement.id)}
              className="-m-2 size-10 shrink-0 self-start rounded-lg p-2 text-muted hover:bg-white hover:text-ink"
            >
              <CloseIcon />
              <span className="sr-only">{t('announcements.dismiss', { title: announcement.title })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
