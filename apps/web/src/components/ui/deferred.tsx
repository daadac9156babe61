import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredModule } from '../../lib/deferred-module.ts';
import { Button } from './button.tsx';

type DeferredProps = {
  module: DeferredModule;
  /** Holds the place while the part loads: give it about the final height, so nothing jumps. */
  placeholder: ReactNode;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
};

/**
 * Renders a lazily imported part of a page once it comes near the viewport (IntersectionObserver),
 * or as soon as someone else loads it (a section link). Until then, the sized placeholder.
 */
export function Deferred({ module, placeholder, rootMargin = '600px 0px' }: DeferredProps) {
  const { t } = useTranslation(['errors', 'common']);
  const Component = useSyncExternalStore(module.subscribe, module.get, module.get);
  const anchor = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-arms the observer after a retry.
  useEffect(() => {
    if (Component) return;
    const element = anchor.current;
    const start = () => {
      module.load().catch(() => setFailed(true));
    };
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [Component, module, rootMargin, attempt]);

  if (Component) return <Component />;
  if (failed) {
    return (
      <div role="alert" className="rounded-card border border-line bg-white p-6">
        <p className="text-body">{t('chunk.text')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setFailed(false);
            setAttempt((value) => value + 1);
          }}
        >
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  return (
    <div ref={anchor} aria-busy="true">
      {placeholder}
    </div>
  );
}
