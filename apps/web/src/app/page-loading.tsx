import { useTranslation } from 'react-i18next';
import { Logo } from '../components/ui/logo.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/**
 * Shown while the first page's chunks arrive: the same picture as the static shell of index.html
 * (the bar's band, a spinner and "loading"), which it takes over from without a jump.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="min-h-screen bg-surface">
      <div className="flex h-16 items-center bg-brand-900 px-4 shadow-md">
        <Logo inverted />
      </div>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 font-semibold text-brand-700">
        <Spinner className="size-8" label={null} />
        <p role="status">{t('loading')}</p>
      </div>
    </div>
  );
}
