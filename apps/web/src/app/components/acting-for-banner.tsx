import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ShieldIcon } from '../../components/ui/icons.tsx';
import { pathTo } from '../../config/paths.ts';
import { stopActingFor } from '../../domains/session/acting-for.ts';
import { switchLanguagePath } from '../../lib/language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';

/**
 * The banner under the top bar while a staff member acts for a customer (issue 16): whose data
 * they see, that every change is recorded with both names, and the way out. Sky-950 on sky-100
 * reads at well over 4.5:1.
 */
export function ActingForBanner() {
  const { t } = useTranslation('nav');
  const acting = useStoredValue('acting_for');
  const navigate = useNavigate();
  const language = useLanguage();
  if (!acting) return null;

  const exit = () => {
    const back = stopActingFor();
    // The page they came from, in the language they read now.
    void navigate(
      back ? switchLanguagePath({ pathname: back }, language) : pathTo(language, 'advisorDashboard'),
    );
  };

  return (
    <section aria-label={t('actingFor.label')} className="border-b border-sky-300 bg-sky-100 text-sky-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <ShieldIcon className="shrink-0 text-sky-800" />
        <p className="min-w-48 flex-1 text-small">
          <strong className="font-semibold">
            {t('actingFor.title', { name: acting.customer.name, email: acting.customer.email })}
          </strong>{' '}
          {t('actingFor.recorded')}
        </p>
        <Button size="sm" variant="secondary" onClick={exit} className="w-full sm:w-auto">
          {t('actingFor.exit')}
        </Button>
      </div>
    </section>
  );
}
