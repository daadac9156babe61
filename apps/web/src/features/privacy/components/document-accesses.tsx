import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import type { TDocumentAccess } from '@portal/contracts/privacy/privacy-schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import type { TKeyOf } from '../../../lib/i18n-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ACCESSES_PER_PAGE, useDocumentAccesses } from '../api/get-document-accesses.ts';

const KNOWN_KINDS = [
  'identity',
  'deed_or_lease',
  'vehicle_licence',
  'income_invoice',
  'expense_invoice',
  'receipt',
  'bank_statement',
  'other',
  'tax_return_return',
  'tax_return_accrual',
  'tax_return_receipt',
  // The company's vault (issue 33).
  'company_vergi_levhasi',
  'company_ticaret_sicil_gazetesi',
  'company_imza_sirkuleri',
  'company_faaliyet_belgesi',
  'company_sgk_isyeri_tescil',
  'company_kira_sozlesmesi',
  'company_other',
] as const;

/** The profile's "Staff accesses to your documents": who downloaded which company document, when. */
export function DocumentAccesses() {
  const { t } = useTranslation('myData');
  const headingId = useId();
  // The profile page holds several lists: this one's page stays in the section, not in the URL.
  const [page, setPage] = useState(1);
  const accesses = useDocumentAccesses(page);
  const columns = useAccessColumns();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('accesses.title')}
        </h2>
        <p className="mt-1 text-small text-muted">{t('accesses.lead')}</p>
      </div>
      <DataTable
        caption={t('accesses.list')}
        query={accesses}
        columns={columns}
        rowKey={(access) => access.id}
        compact
        minWidth="md"
        errorTitle={t('accesses.loadFailed')}
        summary={(count) => t('accesses.total', { count })}
        empty={t('accesses.empty')}
        paging={{ page, perPage: ACCESSES_PER_PAGE, onPageChange: setPage }}
      />
    </section>
  );
}

function useAccessColumns(): TColumn<TDocumentAccess>[] {
  const { t } = useTranslation('myData');
  const language = useLanguage();
  const kindOf = (kind: string) =>
    (KNOWN_KINDS as readonly string[]).includes(kind)
      ? t(`accesses.kinds.${kind}` as TKeyOf<'myData'>)
      : kind;
  return [
    {
      key: 'time',
      header: t('accesses.time'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (access) => formatIstanbulDateTime(new Date(access.accessed_at), language),
    },
    {
      key: 'who',
      header: t('accesses.who'),
      cell: (access) =>
        access.staff
          ? t('accesses.staff', {
              name: access.staff.name,
              role: access.staff.role ? t(`accesses.roles.${access.staff.role}`) : t('accesses.unknownRole'),
            })
          : t('accesses.deletedStaff'),
    },
    {
      key: 'what',
      header: t('accesses.what'),
      cell: (access) =>
        access.document.period
          ? t('accesses.document', {
              kind: kindOf(access.document.kind),
              period: formatPeriod(access.document.period, language),
            })
          : kindOf(access.document.kind),
    },
    {
      key: 'company',
      header: t('accesses.company'),
      className: 'break-words',
      cell: (access) => access.account.name,
    },
  ];
}
