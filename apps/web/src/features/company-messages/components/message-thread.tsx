import { formatIstanbulDateTime, INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TCompanyMessage, TMessageSide } from '@portal/contracts/company-messages/company-messages';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import type { TCompanyTarget } from '../../../domains/session/company-target.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { downloadAttachment, useMarkThreadRead, useMessageThread } from '../api/thread.ts';

/** A file's size as people read it: "820 KB", "1,4 MB". */
function formatSize(bytes: number, language: TLanguage): string {
  const megabytes = bytes / (1024 * 1024);
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(INTL_LOCALES[language], { style: 'unit', unit, maximumFractionDigits: 1 }).format(
      value,
    );
  return megabytes >= 1 ? format(megabytes, 'megabyte') : format(Math.max(bytes / 1024, 0.1), 'kilobyte');
}

/** Whether the page is in view (not a hidden tab), kept up to date. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The company's thread, oldest first: the caller's side on the end, the other side on the start,
 * each message with its author and time (Istanbul) and its attachment to download. Shown, the
 * thread is marked read up to its last message; the first message that was unread when the page
 * opened is announced by a divider.
 */
export function MessageThread({ target, isStaff }: { target: TCompanyTarget; isStaff: boolean }) {
  const { t } = useTranslation('messages');
  const thread = useMessageThread(target);
  const markRead = useMarkThreadRead(target);
  const headingId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const mySide: TMessageSide = isStaff ? 'staff' : 'customer';
  const messages = thread.data?.messages;
  const lastId = messages?.at(-1)?.id ?? null;
  const lastReadId = thread.data?.last_read_id ?? null;
  const unread = thread.data?.unread ?? 0;

  // Where the caller had stopped reading when the thread first showed (kept while they read on).
  const [unreadFrom, setUnreadFrom] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (!messages || unreadFrom !== undefined) return;
    const first = messages.find((message) => message.side !== mySide && message.id > (lastReadId ?? 0));
    setUnreadFrom(unread > 0 && first ? first.id : null);
  }, [messages, unreadFrom, lastReadId, unread, mySide]);

  // Read up to the last message once it shows, not while the tab is hidden (each last message
  // once; a failure waits for the next).
  const visible = usePageVisible();
  const marked = useRef<number | null>(null);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!visible || lastId === null || unread === 0 || marked.current === lastId) return;
    marked.current = lastId;
    mark(lastId);
  }, [visible, lastId, unread, mark]);

  // The newest message in view when the thread grows.
  const count = messages?.length ?? 0;
  useEffect(() => {
    const log = logRef.current;
    if (log && count > 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <Card className="p-4 sm:p-6" padded={false}>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('thread.title')}
        </h2>
        <QueryState query={thread} errorTitle={t('thread.loadFailed')} size="section">
          {({ messages: list }) =>
            list.length === 0 ? (
              <p className="text-body text-muted">{t('thread.empty')}</p>
            ) : (
              // A log: the messages that arrive while it is open are read out politely.
              <div
                ref={logRef}
                role="log"
                aria-label={t('thread.logLabel')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
                tabIndex={0}
                className="max-h-[65vh] overflow-y-auto rounded-lg bg-surface p-2 sm:p-4"
              >
                <ol className="space-y-3">
                  {list.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      target={target}
                      mine={message.side === mySide}
                      unreadDivider={message.id === unreadFrom}
                    />
                  ))}
                </ol>
              </div>
            )
          }
        </QueryState>
      </section>
    </Card>
  );
}

function MessageItem({
  message,
  target,
  mine,
  unreadDivider,
}: {
  message: TCompanyMessage;
  target: TCompanyTarget;
  mine: boolean;
  unreadDivider: boolean;
}) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const { user } = useSessionView();
  const author =
    message.author_id !== null && message.author_id === user?.id
      ? t('thread.you')
      : (message.author_name ?? t('thread.deletedUser'));
  const time = new Date(message.created_at);
  return (
    <li className="space-y-3">
      {unreadDivider ? (
        <p className="flex items-center gap-3 text-xs font-semibold text-accent-700 uppercase">
          <span aria-hidden="true" className="h-px flex-1 bg-accent-300" />
          {t('thread.unreadFrom')}
          <span aria-hidden="true" className="h-px flex-1 bg-accent-300" />
        </p>
      ) : null}
      <article
        className={cn(
          'max-w-[92%] rounded-xl border px-3 py-2.5 sm:max-w-[80%] sm:px-4',
          mine ? 'ms-auto border-brand-200 bg-brand-50' : 'me-auto border-line bg-white',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-small">
          <span className="font-semibold text-ink">{author}</span>
          <span className="text-xs text-muted">{t(`thread.sides.${message.side}`)}</span>
          <time dateTime={message.created_at} className="text-xs text-muted">
            {formatIstanbulDateTime(time, language)}
          </time>
        </p>
        {message.kind !== 'message' ? (
          <p className="mt-1">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
              {t(`thread.kinds.${message.kind}`)}
            </span>
          </p>
        ) : null}
        <p className="mt-1 text-body break-words whitespace-pre-line text-ink">{message.body}</p>
        {message.attachment ? <AttachmentButton message={message} target={target} /> : null}
      </article>
    </li>
  );
}

/** The attachment, fetched with the caller's token and saved under its name (a link would not carry it). */
function AttachmentButton({ message, target }: { message: TCompanyMessage; target: TCompanyTarget }) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  if (!message.attachment) return null;
  const { file_name: name, size } = message.attachment;
  const download = async () => {
    setBusy(true);
    try {
      if (!(await downloadAttachment(target, message))) {
        notify({ type: 'error', title: t('thread.downloadFailed') });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="mt-2 max-w-full justify-start text-start"
      loading={busy}
      icon={<DocumentIcon className="size-4 shrink-0" aria-hidden="true" />}
      aria-label={t('thread.download', { name, size: formatSize(size, language) })}
      onClick={() => void download()}
    >
      <span className="min-w-0 break-all whitespace-normal">{name}</span>
    </Button>
  );
}
