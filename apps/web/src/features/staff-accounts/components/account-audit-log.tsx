import { isAccountInformationKey } from '@portal/contracts/accounts/information-keys';
import { formatKurus } from '@portal/contracts/common/money';
import { productLineOf } from '@portal/contracts/product-lines/registry';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntry } from '@portal/contracts/staff/audit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useReturnPeriod } from '../../../domains/tax-returns/tax-return-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { AUDIT_LOGS_PER_PAGE, useAccountAuditLogs } from '../api/get-account-audit-logs.ts';
import { formatDay, formatMoment, MISSING } from '../formatting.ts';
import { useAccountStatusLabel } from './account-status-badge.tsx';
import { auditChanges, auditSubject, auditValueText, type TAuditText } from './audit-changes.ts';
import { auditCodeKey, isAuditField, isMoneyField } from './audit-fields.ts';

function isAuditAction(action: string): action is TAuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** What staff did to the company, newest first: who, what, when, and each field before → after. */
export function AccountAuditLog({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const logs = useAccountAuditLogs(accountId, page);
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('audit.title')}</h2>
      <div className="mt-4">
        <ListResults
          compact
          query={logs}
          errorTitle={t('audit.loadFailed')}
          empty={t('audit.empty')}
          paging={{ page, perPage: AUDIT_LOGS_PER_PAGE, onPageChange: setPage }}
        >
          {(entries) => (
            <ol className="divide-y divide-line">
              {entries.map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </ListResults>
      </div>
    </Card>
  );
}

/** The words and formats the values of the log read with, in the reader's language. */
function useAuditText(): TAuditText {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return {
    missing: MISSING,
    yes: t('audit.yes'),
    no: t('audit.no'),
    // A field the list does not know yet shows as stored; a company's answer (`{key, value}`) by
    // the name its application section gives it.
    label: (field) => {
      if (isAuditField(field)) return t(`audit.fields.${field}`);
      if (isAccountInformationKey(field)) return t(`information.keys.${field}`);
      return field;
    },
    moment: (iso) => formatMoment(iso, language),
    day: (date) => formatDay(date, language),
  };
}

function AuditItem({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation(['staff', 'nav']);
  const language = useLanguage();
  const statusLabel = useAccountStatusLabel();
  const returnPeriod = useReturnPeriod();
  const text = useAuditText();
  const subject = auditSubject(entry.before, entry.after);
  const changes = auditChanges(entry.before, entry.after);
  // A company's status reads as its name, not its number (another subject's, e.g. the HTTP status
  // of a request made for a customer, is a plain number); an amount in kuruş as money.
  const valueText = (field: string, value: unknown) => {
    // A stored code (a return's status, a member's role) reads as its feature's label for it.
    const codeKey = typeof value === 'string' ? auditCodeKey(entry.action, field, value) : undefined;
    if (codeKey) return t(codeKey as never, { defaultValue: value }) as string;
    // A month, a quarter or a year as people say it ("Ekim 2026"); a product line by its name.
    if (field === 'period' && typeof value === 'string') return returnPeriod(value);
    const line = field === 'line' && typeof value === 'number' ? productLineOf(value) : undefined;
    if (line) return t(`nav:${line.nameKey}`);
    if (typeof value !== 'number') return auditValueText(value, text);
    if (entry.subject_type === 'account' && field === 'status') return statusLabel(value);
    if (isMoneyField(field)) return formatKurus(value, language);
    return auditValueText(value, text);
  };
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="text-small font-semibold text-ink">
        {isAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
      </p>
      <p className="text-xs text-muted">
        {t('audit.by', {
          name: entry.actor?.name ?? t('audit.system'),
          date: formatMoment(entry.created_at, language),
        })}
        {entry.acting_for
          ? ` · ${t('audit.actingForName', { name: entry.acting_for.name })}`
          : entry.acting_for_user_id !== null
            ? ` · ${t('audit.actingFor', { id: entry.acting_for_user_id })}`
            : null}
      </p>
      {subject.length > 0 || changes.length > 0 ? (
        <dl className="mt-2 space-y-1 rounded-lg bg-surface p-3 text-xs">
          {subject.map(({ field, value }) => (
            <div key={`subject-${field}`} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-muted">{text.label(field)}</dt>
              <dd className="min-w-0 break-words text-ink">{valueText(field, value)}</dd>
            </div>
          ))}
          {changes.map((change) => (
            <div key={change.field || 'value'} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-muted">
                {change.field ? text.label(change.field) : t('audit.value')}
              </dt>
              <dd className="min-w-0 break-words text-ink">
                {t('audit.change', {
                  before: valueText(change.field, change.before),
                  after: valueText(change.field, change.after),
                })}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
