import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { OfficeContractPanel } from '../../../domains/office/components/office-contract-panel.tsx';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/**
 * `/app/office/contract`: the selected company's virtual office lease contract, reached from the
 * office menu. Its customer reads the terms, accepts it and downloads it with the address-use
 * letter for the tax office.
 */
export default function OfficeContractPage() {
  const { t } = useTranslation('officeContract');
  const company = useStoredValue('account');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('title')}</h1>
        {company ? <p className="mt-1 text-body text-muted">{t('lead', { company: company.name })}</p> : null}
      </div>
      {company ? <OfficeContractPanel accountId={company.id} /> : <EmptyState>{t('noCompany')}</EmptyState>}
    </div>
  );
}
