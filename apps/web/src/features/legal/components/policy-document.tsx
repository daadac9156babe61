import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type TPolicyNamespace = 'privacy' | 'cookies' | 'agreement';

const POLICIES = [
  { namespace: 'privacy', route: 'privacyPolicy' },
  { namespace: 'cookies', route: 'cookiePolicy' },
  { namespace: 'agreement', route: 'userAgreement' },
] as const;

type Section = { id: string; title: string; body: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sections of a policy namespace, in file order (see the feature's README). */
function readSections(value: unknown): Section[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([id, section]) =>
    isRecord(section) && typeof section.title === 'string' && typeof section.body === 'string'
      ? [{ id, title: section.title, body: section.body }]
      : [],
  );
}

/** Paragraphs are separated by a blank line; a paragraph whose lines all start with "- " is a list. */
function Body({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((block) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={block} className="mt-4 list-disc space-y-2 ps-6 marker:text-brand-400">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={block} className="mt-4">
            {block}
          </p>
        );
      })}
    </>
  );
}

/**
 * One policy page: heading, date, introduction, a table of contents linking to every section
 * (each an anchor: `/tr/privacy-policy#rights`), the sections, and links to the other policies.
 */
export function PolicyDocument({ namespace }: { namespace: TPolicyNamespace }) {
  const { t } = useTranslation(namespace);
  const { t: tNav } = useTranslation('nav');
  const language = useLanguage();
  const sections = readSections(t('sections', { returnObjects: true }));
  const others = POLICIES.filter((policy) => policy.namespace !== namespace);

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="max-w-3xl">
          <h1 className="text-h2 font-extrabold tracking-tight text-brand-950 sm:text-h1">{t('title')}</h1>
          <p className="mt-3 text-small text-muted">{t('updated')}</p>
          <p className="mt-5 text-body text-ink sm:text-lg">{t('intro')}</p>
        </header>
        <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_1fr] lg:items-start">
          <nav
            aria-labelledby="policy-toc-title"
            className="rounded-card border border-line bg-white p-5 lg:sticky lg:top-24"
          >
            <h2 id="policy-toc-title" className="text-small font-bold tracking-wide text-brand-950 uppercase">
              {t('toc')}
            </h2>
            <ol className="mt-3 space-y-1 text-small">
              {sections.map((section) => (
                <li key={section.id}>
                  <Link
                    to={{ hash: `#${section.id}` }}
                    className="block rounded-md px-2 py-1.5 text-brand-800 no-underline hover:bg-brand-50 hover:text-brand-950"
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <article className="min-w-0 rounded-card border border-line bg-white px-5 py-2 text-body leading-relaxed text-ink sm:px-8 sm:py-4">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-20 border-b border-line py-6 last:border-b-0"
              >
                <h2
                  id={`${section.id}-title`}
                  tabIndex={-1}
                  className="text-h3 font-bold text-brand-950 focus:outline-none"
                >
                  {section.title}
                </h2>
                <Body text={section.body} />
              </section>
            ))}
          </article>
        </div>
        <nav aria-label={t('related')} className="mt-10">
          <h2 className="text-small font-bold tracking-wide text-brand-950 uppercase">{t('related')}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {others.map((policy) => (
              <li key={policy.route}>
                <Link
                  to={pathTo(language, policy.route)}
                  className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 bg-white px-4 font-semibold text-brand-900 no-underline hover:bg-brand-50"
                >
                  {tNav(`footer.${policy.route}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
