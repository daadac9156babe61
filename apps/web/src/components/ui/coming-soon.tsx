import { useTranslation } from 'react-i18next';
import { pathTo } from '../../config/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { LinkButton } from './button.tsx';
import { ToolsIcon } from './icons.tsx';

/** The one panel shown by pages that are not built yet: their title, a sentence, a way home. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <ToolsIcon width={32} height={32} />
      </span>
      <h1 id="coming-soon-title" className="text-h1 font-bold text-brand-950">
        {title}
      </h1>
      <p className="mt-4 text-body text-muted">{t('comingSoon.text')}</p>
      <LinkButton to={pathTo(language, 'landing')} className="mt-8">
        {t('comingSoon.home')}
      </LinkButton>
    </section>
  );
}
