import { useTranslation } from 'react-i18next';
import { QuoteIcon } from '../../../components/ui/icons.tsx';
import { LandingSection } from './landing-section.tsx';

const CUSTOMERS = ['elif', 'murat', 'zeynep', 'can'] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

/** Customers' own words: quote, name, company type and city (no photos). */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="testimonials" title={t('testimonials.title')} lead={t('testimonials.lead')}>
      <ul className="grid gap-6 md:grid-cols-2">
        {CUSTOMERS.map((customer) => {
          const name = t(`testimonials.items.${customer}.name`);
          return (
            <li key={customer}>
              <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <QuoteIcon className="text-accent-500" width={28} height={28} />
                <blockquote className="mt-3 flex-1 text-body leading-relaxed text-ink">
                  <p>{t(`testimonials.items.${customer}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                  >
                    {initials(name)}
                  </span>
                  <span>
                    <span className="block font-bold text-brand-950">{name}</span>
                    <span className="block text-small text-muted">
                      {t(`testimonials.items.${customer}.role`)} · {t(`testimonials.items.${customer}.city`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
