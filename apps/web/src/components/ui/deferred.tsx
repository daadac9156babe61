import { memo, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredModule } from '../../lib/deferred-module.ts';
import { useHydrating } from '../../lib/use-hydrating.ts';
import { Button } from './button.tsx';

type DeferredProps = {
  module: DeferredModule;
  /** Holds the place while the part loads: give it about the final height, so nothing jumps. */
  placeholder: ReactNode;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
};

type PartProps = { module: DeferredModule; placeholder: ReactNode };

/**
 * The part itself. Rendered on the client, an unloaded part shows its placeholder. Hydrating a
 * prerendered page, it suspends instead: React keeps the server's HTML of the part (its Suspense
 * boundary stays dehydrated) until the chunk arrives, then hydrates it in place.
 */
const Part = memo(
  function Part({ module, placeholder }: PartProps) {
    const hydrating = useHydrating();
    const Component = useSyncExternalStore(module.subscribe, module.get, module.get);
    if (Component) return <Component />;
    // Suspends this boundary only (the promise settles when the part has loaded or failed).
    if (hydrating) throw module.settled();
    return <div aria-busy="true">{placeholder}</div>;
  },
  // Only the module: a new placeholder element each render must not reach a dehydrated boundary.
  (before, after) => before.module === after.module,
);

/**
 * Renders a lazily imported part of a page once it comes near the viewport (IntersectionObserver),
 * or as soon as someone else loads it (a section link). Until then, the sized placeholder, or on
 * a prerendered page the server's HTML of the part.
 */
export function Deferred({ module, placeholder, rootMargin = '600px 0px' }: DeferredProps) {
  const { t } = useTranslation(['errors', 'common']);
  const anchor = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-arms the observer after a retry.
  useEffect(() => {
    if (module.get()) return;
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
  }, [module, rootMargin, attempt]);

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
    <div ref={anchor}>
      <Suspense fallback={<div aria-busy="true">{placeholder}</div>}>
        <Part module={module} placeholder={placeholder} />
      </Suspense>
    </div>
  );
}
