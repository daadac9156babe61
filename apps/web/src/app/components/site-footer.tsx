import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/logo.tsx';
import { pathTo } from '../../config/paths.ts';
import { Link } from '../../lib/navigation.tsx';
import { useLanguage } from '../../lib/use-language.ts';

const POLICY_ROUTES = ['privacyPolicy', 'cookiePolicy', 'userAgreement'] as const;
/** Beside the policies: their index ("Politikalar") and who we are. */
const MORE_ROUTES = [
  { id: 'policies', label: 'footer.policies' },
  { id: 'about', label: 'footer.aboutLink' },
] as const;

/** The footer of the public pages (and, compact, of the app): what the portal is and the policies. */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['nav', 'common']);
  const language = useLanguage();
  const year = new Date().getFullYear();

  const policies = (
    <nav aria-label={t('footer.legal')}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {POLICY_ROUTES.map((id) => (
          <li key={id}>
            <Link
              to={pathTo(language, id)}
              className="text-small text-brand-100 underline-offset-4 hover:text-white hover:underline"
            >
              {t(`footer.${id}`)}
            </Link>
          </li>
        ))}
        {MORE_ROUTES.map(({ id, label }) => (
          <li key={id}>
            <Link
              to={pathTo(language, id)}
              className="text-small text-brand-100 underline-offset-4 hover:text-white hover:underline"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  if (compact) {
    return (
      <footer className="mt-auto bg-brand-950 text-brand-100">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-small">
            © {year} {t('common:appName')}
          </p>
          {policies}
        </div>
      </footer>
    );
  }

  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="max-w-md">
          <Logo inverted />
          <p className="mt-4 text-small leading-relaxed">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="mb-3 text-small font-bold tracking-wide text-white uppercase">
            {t('footer.legal')}
          </h2>
          {policies}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-small sm:px-6">
          © {year} {t('common:appName')}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
