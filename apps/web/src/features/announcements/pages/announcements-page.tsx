import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TAnnouncement } from '@portal/contracts/staff/announcements';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { pageOnlySchema, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { announcementState, type TAnnouncementState } from '../announcement-schedule.ts';
import { ANNOUNCEMENTS_PER_PAGE, useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementFormDialog } from '../components/announcement-form-dialog.tsx';
import { DeleteAnnouncementDialog } from '../components/delete-announcement-dialog.tsx';

/**
 * `/app/announcements`: what customers are told on their dashboard. The route guard lets in
 * only people holding "show announcements" (config/paths.ts).
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation(['staffHome', 'pages']);
  // The page sits in the URL (`?page=2`), so the back button and a reload keep it.
  const { filters, setPage } = useUrlFilters(pageOnlySchema);
  const { page } = filters;
  const announcements = useAnnouncements(page);
  // Each opening mounts the form afresh (`key`), so it starts from what it edits.
  const [editing, setEditing] = useState<{ key: number; announcement: TAnnouncement | null; open: boolean }>({
    key: 0,
    announcement: null,
    open: false,
  });
  const [deleting, setDeleting] = useState<TAnnouncement | null>(null);
  const openForm = (announcement: TAnnouncement | null) =>
    setEditing((previous) => ({ key: previous.key + 1, announcement, open: true }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:announcements.title')}</h1>
          <p className="mt-1 text-body text-muted">{t('announcements.lead')}</p>
        </div>
        <Button icon={<PlusIcon className="size-5" />} onClick={() => openForm(null)}>
          {t('announcements.new')}
        </Button>
      </div>

      <ListResults
        query={announcements}
        errorTitle={t('announcements.loadFailed')}
        empty={t('announcements.empty')}
        paging={{ page, perPage: ANNOUNCEMENTS_PER_PAGE, onPageChange: setPage }}
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((announcement) => (
              <li key={announcement.id}>
                <AnnouncementItem
                  announcement={announcement}
                  onEdit={() => openForm(announcement)}
                  onDelete={() => setDeleting(announcement)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListResults>

      <AnnouncementFormDialog
        key={editing.key}
        open={editing.open}
        announcement={editing.announcement}
        onClose={() => setEditing((previous) => ({ ...previous, open: false }))}
      />
      <DeleteAnnouncementDialog announcement={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

const STATE_TONES: Record<TAnnouncementState, string> = {
  draft: 'bg-surface text-ink ring-line',
  scheduled: 'bg-brand-50 text-brand-900 ring-brand-200',
  live: 'bg-green-50 text-green-900 ring-green-200',
  ended: 'bg-slate-100 text-slate-800 ring-slate-300',
};

function AnnouncementItem({
  announcement,
  onEdit,
  onDelete,
}: {
  announcement: TAnnouncement;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const headingId = useId();
  const state = announcementState(announcement);
  return (
    <Card className="p-5 sm:p-6" padded={false}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-h3 font-bold break-words text-brand-950">
              {announcement.title}
            </h2>
            <p className="mt-1 text-small text-muted">
              {t('announcements.window', {
                start: formatIstanbulDateTime(new Date(announcement.starts_at), language),
                end: formatIstanbulDateTime(new Date(announcement.ends_at), language),
              })}
              {' · '}
              {announcement.brand_id === null
                ? t('announcements.audience.all')
                : t(`announcements.audience.${announcement.brand_id}`, {
                    defaultValue: t('announcements.audience.unknown', { brand: announcement.brand_id }),
                  })}
            </p>
          </div>
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
              STATE_TONES[state],
            )}
          >
            {t(`announcements.states.${state}`)}
          </span>
        </div>
        <p className="mt-3 line-clamp-3 text-body whitespace-pre-line text-ink">{announcement.body}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('announcements.edit')} <span className="sr-only">{announcement.title}</span>
          </Button>
          <Button variant="ghost" size="sm" className="text-danger" onClick={onDelete}>
            {t('announcements.delete.action')} <span className="sr-only">{announcement.title}</span>
          </Button>
        </div>
      </article>
    </Card>
  );
}
