import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/data/query-state.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../../components/ui/field.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';

/** Writes text to the clipboard; the panel's tests pass their own. */
export type TCopyText = (text: string) => Promise<void>;
const copyToClipboard: TCopyText = (text) => navigator.clipboard.writeText(text);

/** The same address for calendar apps: `webcal://` opens the subscribe dialog of most of them. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Add to your calendar": creates the company's private feed link and shows it this once (only
 * its hash is kept), copies it, or revokes it after a confirmation. Once the page is left, the
 * link can only be replaced by a new one.
 */
export function CalendarFeedSection({
  accountId,
  copyText = copyToClipboard,
}: {
  accountId: number;
  copyText?: TCopyText;
}) {
  const { t } = useTranslation('taxCalendar');
  const language = useLanguage();
  const headingId = useId();
  const feed = useCalendarFeed(accountId);
  const create = useCreateCalendarFeed(accountId);
  const revoke = useDeleteCalendarFeed(accountId);
  const [link, setLink] = useState<string | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [confirming, setConfirming] = useState(false);
  const [revoked, setRevoked] = useState(false);

  const createLink = async () => {
    setRevoked(false);
    setCopy('idle');
    const created = await create.mutateAsync().catch(() => null);
    if (created) setLink(created.url);
  };

  const copyLink = async (url: string) => {
    try {
      await copyText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const revokeLink = async () => {
    await revoke.mutateAsync();
    setLink(null);
    setConfirming(false);
    setRevoked(true);
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-5">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t('feed.title')}
      </h3>
      <p className="mt-1 text-small text-muted">{t('feed.intro')}</p>
      <p className="mt-2 text-small text-ink">{t('feed.private')}</p>

      <div className="mt-4 space-y-3">
        {create.error ? <Alert tone="error">{errorMessage(create.error)}</Alert> : null}
        {revoked ? <Alert tone="success">{t('feed.revoked')}</Alert> : null}
        <QueryState query={feed} size="section">
          {(status) =>
            link ? (
              <div className="space-y-3">
                <Alert tone="success">{t('feed.created')}</Alert>
                <Input
                  label={t('feed.linkLabel')}
                  value={link}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                />
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => void copyLink(link)}>{t('feed.copy')}</Button>
                  <a href={webcalOf(link)} className={buttonClasses({ variant: 'secondary' })}>
                    {t('feed.open')}
                  </a>
                  <Button variant="ghost" onClick={() => setConfirming(true)}>
                    {t('feed.revoke')}
                  </Button>
                </div>
                <p aria-live="polite" className="min-h-5 text-small text-muted">
                  {copy === 'copied' ? t('feed.copied') : copy === 'failed' ? t('feed.copyFailed') : null}
                </p>
              </div>
            ) : status.exists && status.created_at ? (
              <div className="space-y-3">
                <p className="text-small text-ink">
                  {t('feed.createdOn', { date: formatIstanbulDate(new Date(status.created_at), language) })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" loading={create.isPending} onClick={() => void createLink()}>
                    {t('feed.renew')}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(true)}>
                    {t('feed.revoke')}
                  </Button>
                </div>
                <p className="text-small text-muted">{t('feed.renewNote')}</p>
              </div>
            ) : (
              <Button loading={create.isPending} onClick={() => void createLink()}>
                {t('feed.create')}
              </Button>
            )
          }
        </QueryState>
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('feed.revokeTitle')}
        description={t('feed.revokeDescription')}
        confirmLabel={t('feed.revoke')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={revokeLink}
      />
    </section>
  );
}
