import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { WarningIcon } from '../components/ui/icons.tsx';
import { ChunkLoadError } from '../lib/lazy-chunk.ts';
import { MessagePanel } from './routes/message-panel.tsx';

/**
 * What shows when a page cannot be rendered: a part of the app that did not load (offline, a
 * new release replaced the old chunks) or an unexpected error. Always offers a reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = chunk ? 'chunk' : notFound ? 'notFound' : 'unexpected';
  return (
    <main id="main" className="min-h-screen bg-surface">
      <MessagePanel
        icon={<WarningIcon width={32} height={32} />}
        title={t(`${key}.title`)}
        text={t(`${key}.text`)}
      >
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </MessagePanel>
    </main>
  );
}
