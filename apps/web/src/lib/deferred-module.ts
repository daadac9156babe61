import type { ComponentType } from 'react';

/** A lazily imported part of a page; `prepare` (optional) fetches what it needs before it renders. */
export type DeferredModuleShape = { default: ComponentType; prepare?: () => Promise<unknown> };

export type DeferredModule = {
  /** Imports the module and runs its `prepare`; shared by every caller, retried after a failure. */
  load: () => Promise<void>;
  /** The component once loaded, else null. */
  get: () => ComponentType | null;
  subscribe: (listener: () => void) => () => void;
  /** Settles (never rejects) once a `load` has ended: what hydrating server HTML waits for. */
  settled: () => Promise<void>;
};

/** Every deferred part created so far: the prerender renders them all (`loadEveryDeferredModule`). */
const created: DeferredModule[] = [];

/** Loads every deferred part the rendered pages' modules declared, so the HTML holds them. */
export async function loadEveryDeferredModule(): Promise<void> {
  await Promise.all(created.map((module) => module.load()));
}

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
  let markSettled: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    markSettled = resolve;
  });

  const load = () => {
    pending ??= importer().then(
      async (module) => {
        await module.prepare?.();
        component = module.default;
        for (const listener of listeners) listener();
        markSettled();
      },
      (error: unknown) => {
        pending = null;
        markSettled();
        throw error;
      },
    );
    return pending;
  };

  const module: DeferredModule = {
    load,
    get: () => component,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => settled,
  };
  created.push(module);
  return module;
}
