import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { WarningIcon } from '../components/ui/icons.tsx';
import { ChunkLoadError } from '../lib/lazy-chunk.ts';
import { MessagePanel } from './routes/message-panel.tsx';

export type TPageErrorKind = 'chunk' | 'notFound' | 'unexpected';

/** What an error means to the person: a part of the app that did not load, or anything else. */
export function pageErrorKind(error: unknown): TPageErrorKind {
  return error instanceof ChunkLoadError ? 'chunk' : 'unexpected';
}

/**
 * What shows when a page cannot be rendered: a part of the app that did not load (offline, a
 * new release replaced the old chunks) or an unexpected error. Always offers a reload.
 */
export function ErrorPage({ kind }: { kind: TPageErrorKind }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className="min-h-screen bg-surface">
      <MessagePanel
        icon={<WarningIcon width={32} height={32} />}
        title={t(`${kind}.title`)}
        text={t(`${kind}.text`)}
      >
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </MessagePanel>
    </main>
  );
}
