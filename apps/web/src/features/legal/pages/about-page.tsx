import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The about page: who Firmaport is, what it does and how (spec section 2, lazily loaded). */
export default function AboutPage() {
  const { t } = useTranslation(['about', 'pages']);
  const language = useLanguage();
  // The page's points, in order.
  const WHAT = ['formation', 'accountant', 'office', 'network'] as const;
  const HOW = ['team', 'cards', 'languages'] as const;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-h2 font-extrabold tracking-tight text-brand-950 sm:text-h1">
        {t('pages:about.title')}
      </h1>
      <p className="mt-3 text-lead text-muted">{t('about.lead')}</p>
      <section aria-labelledby="about-what" className="mt-10">
        <h2 id="about-what" className="text-h3 font-bold text-brand-950">
          {t('about.whatTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-3 ps-6 text-body text-ink marker:text-brand-400">
          {WHAT.map((key) => (
            <li key={key}>{t(`about.what.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-how" className="mt-10">
        <h2 id="about-how" className="text-h3 font-bold text-brand-950">
          {t('about.howTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-3 ps-6 text-body text-ink marker:text-brand-400">
          {HOW.map((key) => (
            <li key={key}>{t(`about.how.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-contact" className="mt-10">
        <h2 id="about-contact" className="text-h3 font-bold text-brand-950">
          {t('about.contactTitle')}
        </h2>
        <p className="mt-3 text-body text-ink">{t('about.contact')}</p>
        <Link to={`${pathTo(language, 'landing')}#contact`} className="mt-3 inline-block font-semibold">
          {t('about.contactLink')}
        </Link>
      </section>
    </div>
  );
}
