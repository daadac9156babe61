import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const POLICY_ROUTES = ['privacyPolicy', 'cookiePolicy', 'userAgreement'] as const;

/** "Politikalar" (spec section 2): the three policies, each with what it covers and a link. */
export default function PoliciesPage() {
  const { t } = useTranslation(['about', 'pages', 'nav']);
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-h2 font-extrabold tracking-tight text-brand-950 sm:text-h1">
        {t('pages:policies.title')}
      </h1>
      <p className="mt-3 text-body text-muted">{t('policies.lead')}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {POLICY_ROUTES.map((id) => (
          <li key={id}>
            <Card className="flex h-full flex-col">
              <h2 className="text-h4 font-bold text-brand-950">{t(`nav:footer.${id}`)}</h2>
              <p className="mt-2 flex-1 text-small text-muted">{t(`policies.${id}`)}</p>
              <Link to={pathTo(language, id)} className="mt-4 font-semibold">
                {t('policies.read')}
                <span className="sr-only">: {t(`nav:footer.${id}`)}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
