import type { ComponentType } from 'react';

/** A lazily imported part of a page; `prepare` (optional) fetches what it needs before it renders. */
export type DeferredModuleShape = { default: ComponentType; prepare?: () => Promise<unknown> };

export type DeferredModule = {
  /** Imports the module and runs its `prepare`; shared by every caller, retried after a failure. */
  load: () => Promise<void>;
  /** The component once loaded, else null. */
  get: () => ComponentType | null;
  subscribe: (listener: () => void) => () => void;
};

/**
 * One lazily rendered part of a page (the landing's packets, FAQ, contact form). Unlike
 * React.lazy, the loaded component is readable synchronously, so a section link can load the
 * sections above its target, wait, and only then scroll (lib/section-scroll.ts). `prepare` loads
 * what the part cannot render without (its texts); data it can show an error for (the packets'
 * request) is prefetched there without failing.
 */
export function deferredModule(importer: () => Promise<DeferredModuleShape>): DeferredModule {
  let component: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    pending ??= importer().then(
      async (module) => {
        await module.prepare?.();
        component = module.default;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return {
    load,
    get: () => component,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
