import { formatCalendarDate, formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TOfficeContractDetail, TOfficeContractTerms } from '@portal/contracts/office/office-contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAcceptOfficeContract, useDownloadContractFile, useOfficeContract } from '../office-contract.ts';

/**
 * The office lease contract of a company (issue 35): why there is none yet, or its terms, its PDF
 * and, once accepted, the address-use letter; the customer accepts it here with a checkbox and a
 * button. The server keeps the rules (approval, one acceptance, customers only).
 */
export function OfficeContractPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeContract');
  const query = useOfficeContract(accountId);
  return (
    <QueryState query={query} errorTitle={t('loadFailed')} size="section">
      {(view) => {
        if (view.state === 'not_approved') {
          return (
            <Alert tone="info" title={t('notApprovedTitle')}>
              {t('notApprovedText')}
            </Alert>
          );
        }
        if (!view.contract) {
          return (
            <Alert tone="warning" title={t('missingTitle')}>
              {t('missingText')}
            </Alert>
          );
        }
        return <ContractDetails accountId={accountId} contract={view.contract} />;
      }}
    </QueryState>
  );
}

function ContractDetails({ accountId, contract }: { accountId: number; contract: TOfficeContractDetail }) {
  const { t } = useTranslation('officeContract');
  const language = useLanguage();
  const headingId = useId();
  return (
    <div className="space-y-4">
      <Card>
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="text-h3 font-bold text-brand-950">
            {t('termsTitle')}
          </h2>
          <Terms number={contract.number} terms={contract.terms} />
        </section>
      </Card>
      {contract.accepted_at ? (
        <Alert tone="success" title={t('acceptedTitle')}>
          {t('acceptedText', {
            name: contract.accepted_by?.name ?? '—',
            date: formatIstanbulDateTime(new Date(contract.accepted_at), language),
            ip: contract.accepted_ip ?? '—',
          })}
        </Alert>
      ) : (
        <AcceptForm accountId={accountId} />
      )}
      <Files accountId={accountId} contract={contract} />
    </div>
  );
}

function Terms({ number, terms }: { number: string; terms: TOfficeContractTerms }) {
  const { t } = useTranslation('officeContract');
  const language = useLanguage();
  const taxIdentity = (party: TOfficeContractTerms['landlord']) =>
    party.tax_office || party.tax_number
      ? t('taxIdentity', { office: party.tax_office ?? '—', number: party.tax_number ?? '—' })
      : null;
  const rows: [string, ReactNode][] = [
    [t('number'), number],
    [
      t('landlord'),
      <>
        {terms.landlord.name}
        <Line text={terms.landlord.address} />
        <Line text={taxIdentity(terms.landlord)} />
        {/* Its phone and e-mail, kept with contracts made since the seller's contact is configured. */}
        <Line text={[terms.landlord.phone, terms.landlord.email].filter(Boolean).join(' · ') || null} />
      </>,
    ],
    [
      t('tenant'),
      <>
        {terms.tenant.name}
        <Line text={terms.tenant.address} />
        <Line text={taxIdentity(terms.tenant)} />
        <Line
          text={
            terms.tenant.representative ? t('representative', { name: terms.tenant.representative }) : null
          }
        />
      </>,
    ],
    [
      t('office'),
      <>
        {terms.office.name}
        <Line text={`${terms.office.address}, ${terms.office.district} / ${terms.office.city}`} />
      </>,
    ],
    [t('packet'), terms.packet.name],
    [t('rent'), t('rentValue', { price: formatKurus(terms.monthly_rent, language) })],
    [t('start'), formatCalendarDate(terms.start_date, language)],
    [t('term'), t('termValue', { count: terms.term_months })],
  ];
  if (terms.allowance) {
    rows.push([
      t('allowance'),
      t('allowanceValue', {
        calls: terms.allowance.calls,
        scans: terms.allowance.scans,
        forwardings: terms.allowance.forwardings,
        roomHours: terms.allowance.room_hours,
        storageDays: terms.allowance.storage_days,
      }),
    ]);
  }
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-body sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Line({ text }: { text: string | null }) {
  return text ? <span className="block text-small text-muted">{text}</span> : null;
}

function AcceptForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation(['officeContract', 'validation']);
  const accept = useAcceptOfficeContract(accountId);
  const [checked, setChecked] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const headingId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setUnconfirmed(true);
      return;
    }
    accept.mutate();
  };

  return (
    <Card>
      <form aria-labelledby={headingId} onSubmit={submit} noValidate>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('acceptTitle')}
        </h2>
        <p className="mt-1 text-small text-muted">{t('acceptLead')}</p>
        <label className="mt-4 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-800"
            checked={checked}
            aria-invalid={unconfirmed || undefined}
            aria-describedby={unconfirmed ? errorId : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setUnconfirmed(false);
            }}
          />
          <span className="text-body text-ink">{t('checkbox')}</span>
        </label>
        {unconfirmed ? (
          <p id={errorId} className="mt-2 text-small font-medium text-danger">
            {t('validation:officeContractMustAccept')}
          </p>
        ) : null}
        {accept.error ? (
          <Alert tone="error" className="mt-3">
            {accept.error.message}
          </Alert>
        ) : null}
        <Button type="submit" className="mt-4" loading={accept.isPending}>
          {t('accept')}
        </Button>
      </form>
    </Card>
  );
}

function Files({ accountId, contract }: { accountId: number; contract: TOfficeContractDetail }) {
  const { t } = useTranslation('officeContract');
  const download = useDownloadContractFile();
  const headingId = useId();
  const failed = download.data === false || download.isError;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('filesTitle')}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            loading={download.isPending && download.variables?.file === 'contract'}
            onClick={() => download.mutate({ accountId, number: contract.number, file: 'contract' })}
          >
            {t('downloadContract')}
          </Button>
          {contract.accepted_at ? (
            <Button
              variant="secondary"
              loading={download.isPending && download.variables?.file === 'addressLetter'}
              onClick={() => download.mutate({ accountId, number: contract.number, file: 'addressLetter' })}
            >
              {t('downloadLetter')}
            </Button>
          ) : null}
        </div>
        {contract.accepted_at ? null : <p className="mt-2 text-small text-muted">{t('letterHint')}</p>}
        {failed ? (
          <Alert tone="error" className="mt-3">
            {t('downloadFailed')}
          </Alert>
        ) : null}
      </section>
    </Card>
  );
}
