import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountClosing } from '../api/get-account-closing.ts';

/**
 * Under the top bar on every page while the person's account is closing: the day, and the way
 * to the profile where it is taken back. Only customers can close their account, so only their
 * sessions ask.
 */
export function AccountClosingBanner() {
  const { t } = useTranslation('myData');
  const language = useLanguage();
  const session = useSessionView();
  const closing = useAccountClosing(session.signedIn && session.isCustomer);
  const state = closing.data;
  if (!session.signedIn || !session.isCustomer || !state?.requested_at || !state.effective_on) return null;
  return (
    <section aria-label={t('banner.label')} className="border-b border-red-200 bg-red-50 text-red-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <WarningIcon className="shrink-0 text-danger" />
        <p className="min-w-48 flex-1 text-small font-medium">
          {t('banner.text', { date: formatCalendarDate(state.effective_on, language) })}
        </p>
        <Link
          to={pathTo(language, 'profileGeneral')}
          className="text-small font-semibold text-red-950 underline focus-visible:outline-3 focus-visible:outline-accent-400"
        >
          {t('banner.link')}
        </Link>
      </div>
    </section>
  );
}
