import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TProfileCompany, TProfileCompanyLine } from '@portal/contracts/company-profile/company-profile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useLineName } from './line-name.ts';
import { LineStateBadge } from './line-state-badge.tsx';

type CompanyCardProps = {
  company: TProfileCompany;
  /** The company is the one selected in the top bar. */
  selected: boolean;
  onSwitch: (company: TProfileCompany) => void;
};

/** One of the person's companies: its lines (state, packet, next charge), switch to it, edit it. */
export function CompanyCard({ company, selected, onSwitch }: CompanyCardProps) {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  const headingId = useId();
  return (
    <Card className="space-y-4" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-h3 font-bold break-words text-brand-950">
            {company.name}
          </h2>
          {company.member_role ? (
            <p className="text-small text-muted">
              {t('companies.role', { role: t(`companies.roles.${company.member_role}`) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {selected ? (
            <span className="inline-flex items-center rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('companies.current')}
            </span>
          ) : null}
          {company.has_pending_request ? (
            <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset">
              {t('companies.pending')}
            </span>
          ) : null}
        </div>
      </div>

      {company.lines.length > 0 ? (
        <ul aria-label={t('companies.linesLabel', { name: company.name })} className="divide-y divide-line">
          {company.lines.map((line) => (
            <CompanyLine key={line.type} line={line} />
          ))}
        </ul>
      ) : (
        <p className="text-small text-muted">{t('companies.noLines')}</p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant={selected ? 'secondary' : 'primary'}
          size="sm"
          aria-label={t('companies.switchLabel', { name: company.name })}
          onClick={() => onSwitch(company)}
        >
          {t('companies.switch')}
        </Button>
        <LinkButton
          variant="secondary"
          size="sm"
          to={pathTo(language, 'profileCompanyEdit', { id: company.id })}
          aria-label={t(company.can_edit ? 'companies.editLabel' : 'companies.viewLabel', {
            name: company.name,
          })}
        >
          {t(company.can_edit ? 'companies.edit' : 'companies.view')}
        </LinkButton>
      </div>
    </Card>
  );
}

function CompanyLine({ line }: { line: TProfileCompanyLine }) {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  const lineName = useLineName();
  const charge = line.next_charge;
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-ink">{lineName(line.type)}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-small">
          <dt className="text-muted">{t('companies.packet')}</dt>
          <dd className="break-words text-ink">{line.packet?.name ?? t('companies.noPacket')}</dd>
          <dt className="text-muted">{t('companies.nextCharge')}</dt>
          <dd className="text-ink">
            {charge
              ? t('companies.nextChargeValue', {
                  date: formatIstanbulDate(new Date(charge.at), language),
                  amount: formatKurus(charge.amount, language),
                })
              : t('companies.noNextCharge')}
          </dd>
        </dl>
      </div>
      <div>
        <LineStateBadge state={line.state} />
      </div>
    </li>
  );
}
