import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SuccessIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The application was approved: the company is founded (or moved) and the dashboard is open. */
export default function CompanyFoundedPage() {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const { selected } = useSelectedAccount();
  return (
    <Card className="mx-auto max-w-xl space-y-4 text-center">
      <SuccessIcon className="mx-auto size-12 text-success" aria-hidden="true" />
      <h1 className="text-h2 font-bold text-brand-950">{t('founded.title')}</h1>
      <p className="text-body text-ink">{t('founded.body', { company: selected?.name ?? '' })}</p>
      <LinkButton to={pathTo(language, 'customerHome')}>{t('founded.toDashboard')}</LinkButton>
    </Card>
  );
}
