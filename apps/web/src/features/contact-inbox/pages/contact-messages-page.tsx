import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { toLocalPhone } from '@portal/contracts/people/phone';
import { CONTACT_MESSAGE_FILTERS, type TContactMessage } from '@portal/contracts/staff/contact-messages';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { pageParam, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  CONTACT_MESSAGES_PER_PAGE,
  useContactMessages,
  useMarkContactMessage,
} from '../api/contact-messages.ts';

const filterSchema = z.object({
  status: z.enum(CONTACT_MESSAGE_FILTERS).catch('unhandled'),
  page: pageParam,
});

/**
 * `/app/contact-messages`: the landing page's contact messages for staff who follow the leads,
 * waiting ones first; each is answered by mail or phone and then marked answered.
 */
export default function ContactMessagesPage() {
  const { t } = useTranslation(['staffHome', 'pages']);
  const { filters, setFilters, setPage } = useUrlFilters(filterSchema);
  const messages = useContactMessages(filters);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:contactMessages.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('inbox.lead')}</p>
      </div>
      <FilterBar title={t('inbox.filters')}>
        <SelectFilter
          label={t('inbox.statusFilter')}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          allLabel={t('inbox.status.all')}
          options={(['unhandled', 'handled'] as const).map((status) => ({
            value: status,
            label: t(`inbox.status.${status}`),
          }))}
        />
      </FilterBar>
      <ListResults
        heading={t('inbox.results')}
        query={messages}
        errorTitle={t('inbox.loadFailed')}
        summary={(count) => t('inbox.total', { count })}
        empty={filters.status === 'unhandled' ? t('inbox.emptyWaiting') : t('inbox.empty')}
        paging={{ page: filters.page, perPage: CONTACT_MESSAGES_PER_PAGE, onPageChange: setPage }}
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}

function MessageCard({ message }: { message: TContactMessage }) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const mark = useMarkContactMessage();
  const handled = message.handled_at !== null;
  return (
    <li>
      <Card>
        <article aria-labelledby={`message-${message.id}`} className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id={`message-${message.id}`} className="text-h4 font-bold text-brand-950">
                {message.subject}
              </h2>
              <p className="text-small text-muted">
                {message.full_name} · {formatIstanbulDateTime(new Date(message.created_at), language)}
              </p>
            </div>
            <span
              className={
                handled
                  ? 'rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800'
                  : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950'
              }
            >
              {handled ? t('inbox.status.handled') : t('inbox.status.unhandled')}
            </span>
          </div>
          <p className="whitespace-pre-line text-body text-ink">{message.message}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-small">
            <a href={`mailto:${message.email}`} className="font-semibold break-all">
              {message.email}
            </a>
            <a href={`tel:${message.phone}`} className="font-semibold">
              {toLocalPhone(message.phone)}
            </a>
          </p>
          {handled && message.handled_by && message.handled_at ? (
            <p className="text-xs text-muted">
              {t('inbox.handledBy', {
                name: message.handled_by.name,
                date: formatIstanbulDateTime(new Date(message.handled_at), language),
              })}
            </p>
          ) : null}
          <Button
            variant={handled ? 'secondary' : 'primary'}
            loading={mark.isPending}
            onClick={() => mark.mutate({ id: message.id, handled: !handled })}
            aria-describedby={`message-${message.id}`}
          >
            {handled ? t('inbox.markWaiting') : t('inbox.markHandled')}
          </Button>
        </article>
      </Card>
    </li>
  );
}
