import { ESTABLISHMENT_WORKING_DAYS, OFFICE_LOCATION_COUNT } from '@portal/contracts/common/limits';
import { ACCOUNTANT_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import { useTranslation } from 'react-i18next';
import { SectionLink } from '../../../components/section-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CalendarIcon, CheckIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

type HeroProps = {
  onWatchVideo: () => void;
  onBookDemo: () => void;
  /** Fetch the video modal's chunk when the pointer or focus comes near its button. */
  onVideoIntent?: () => void;
};

export function Hero({ onWatchVideo, onBookDemo, onVideoIntent }: HeroProps) {
  const { t } = useTranslation(['landing', 'pages']);
  const language = useLanguage();
  const points = [
    t('hero.points.establishment', { days: ESTABLISHMENT_WORKING_DAYS }),
    t('hero.points.accountant'),
    t('hero.points.offices', { locations: OFFICE_LOCATION_COUNT }),
  ];
  const textButton =
    'inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-white underline-offset-4 hover:underline';
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      {/* Tighter on phones (top space, title size, gaps): at 375 × 812 both main buttons end by
          713 px even in English set in the wide DejaVu Sans (829 px before), above the cookie
          notice's 49 px at the bottom. */}
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-8 pb-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-small font-semibold text-accent-200 ring-1 ring-white/20">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-[1.875rem]/[1.15] font-extrabold tracking-tight text-balance sm:mt-5 sm:text-display"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-body text-brand-100 sm:mt-5 sm:text-lg">{t('hero.text')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <SectionLink section="packets" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              {t('hero.ctaPackets')}
            </SectionLink>
            <Link
              to={pathTo(language, 'register')}
              className={buttonClasses({ variant: 'inverse', size: 'lg' })}
            >
              {t('hero.ctaRegister')}
            </Link>
          </div>
          <div className="mt-5 flex flex-wrap gap-x-6 gap-y-1">
            <button
              type="button"
              className={textButton}
              onClick={onWatchVideo}
              onPointerEnter={onVideoIntent}
              onFocus={onVideoIntent}
            >
              <PlayIcon className="text-accent-300" width={22} height={22} />
              {t('hero.ctaVideo')}
            </button>
            <button type="button" className={textButton} onClick={onBookDemo}>
              <CalendarIcon className="text-accent-300" width={22} height={22} />
              {t('hero.ctaDemo')}
            </button>
          </div>
          <ul className="mt-8 grid gap-2 sm:grid-cols-3 sm:gap-4">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-small text-brand-100">
                <CheckIcon className="mt-0.5 shrink-0 text-accent-300" width={18} height={18} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card bg-white p-6 text-ink shadow-2xl sm:p-8">
          <h2 className="text-h3 font-bold text-brand-950">{t('hero.stepsTitle')}</h2>
          <p className="mt-1 text-small text-muted">
            {t('hero.stepsText', { steps: ACCOUNTANT_WIZARD_STEPS.length })}
          </p>
          <ol className="mt-5 space-y-3">
            {ACCOUNTANT_WIZARD_STEPS.map((step, index) => (
              <li key={step.slug} className="flex items-center gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-small font-bold text-brand-800">
                  {index + 1}
                </span>
                <span className="font-medium">{t(`pages:${step.labelKey}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
