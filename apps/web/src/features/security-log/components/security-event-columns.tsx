import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TSecurityEvent } from '@portal/contracts/staff/security-events';
import { useTranslation } from 'react-i18next';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/** Shown where a value is missing; the same in both languages. */
const MISSING = '—';

/** The facts whose values are codes (a decline's, a budget's name…): read as words, not as stored. */
const CODED_FACTS: ReadonlySet<string> = new Set([
  'code',
  'reason',
  'budget',
  'counter',
  'scope',
  'second_factor',
]);

/**
 * "Limit: failed sign-ins · Counted per: person": the event's small facts in the reader's words
 * (issue 36: `code: insufficient_funds` showed through). A fact or a code this build has no words
 * for is shown as recorded, so nothing new is hidden.
 */
function useDetailText(): (detail: TSecurityEvent['detail']) => string {
  const { t } = useTranslation('staff');
  return (detail) => {
    const parts = Object.entries(detail).map(([key, value]) => {
      const label = t(`securityLog.detail.keys.${key}`, { defaultValue: key });
      if (value === null) return `${label}: ${MISSING}`;
      const text =
        typeof value === 'string' && CODED_FACTS.has(key)
          ? t(`securityLog.detail.values.${key}.${value}`, { defaultValue: value })
          : String(value);
      return `${label}: ${text}`;
    });
    return parts.length > 0 ? parts.join(' · ') : MISSING;
  };
}

export function useSecurityEventColumns(): TColumn<TSecurityEvent>[] {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const detailText = useDetailText();
  return [
    {
      key: 'type',
      header: t('securityLog.columns.type'),
      rowHeader: true,
      cell: (event) => t(`securityLog.types.${event.type}`),
    },
    {
      key: 'occurredAt',
      header: t('securityLog.columns.occurredAt'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (event) => formatIstanbulDateTime(new Date(event.occurred_at), language),
    },
    {
      key: 'user',
      header: t('securityLog.columns.user'),
      cell: (event) =>
        event.user ? (
          <>
            {event.user.name}
            <span className="block text-xs break-all text-muted">{event.user.email}</span>
          </>
        ) : (
          MISSING
        ),
    },
    {
      key: 'account',
      header: t('securityLog.columns.account'),
      cell: (event) =>
        event.account_id === null ? MISSING : t('securityLog.accountNo', { id: event.account_id }),
    },
    {
      key: 'ip',
      header: t('securityLog.columns.ip'),
      className: 'tabular-nums',
      cell: (event) => event.ip ?? MISSING,
    },
    {
      key: 'detail',
      header: t('securityLog.columns.detail'),
      className: 'text-xs break-all text-muted',
      cell: (event) => detailText(event.detail),
    },
  ];
}
