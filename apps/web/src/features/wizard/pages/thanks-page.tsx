import { ESTABLISHMENT_WORKING_DAYS } from '@portal/contracts/common/limits';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SuccessIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/** After the payment: thanks, where the invoice is, and what comes next. */
export default function ThanksPage() {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const company = useStoredValue('company_name');
  return (
    <Card className="mx-auto max-w-xl space-y-4 text-center">
      <SuccessIcon className="mx-auto size-12 text-success" aria-hidden="true" />
      <h1 className="text-h2 font-bold text-brand-950">{t('thanks.title')}</h1>
      <p className="text-body text-ink">{t('thanks.body', { company: company ?? '' })}</p>
      <p className="text-body text-muted">{t('thanks.next', { days: ESTABLISHMENT_WORKING_DAYS })}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to={pathTo(language, 'applicationForm:wait-for-approve')}>
          {t('thanks.follow')}
        </LinkButton>
        <LinkButton to={pathTo(language, 'profileInvoices')} variant="secondary">
          {t('thanks.invoices')}
        </LinkButton>
      </div>
    </Card>
  );
}
