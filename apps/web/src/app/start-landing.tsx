import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingDocument } from './landing-document.tsx';

/**
 * Hydrates the prerendered landing page without the router (landing-document.tsx). In a
 * transition, so React hydrates the long page in slices and gives the browser back its main
 * thread between them instead of holding it for the whole page; a click or a key on a part not yet
 * hydrated has React hydrate that part at once and then handle it.
 */
export function hydrateLanding(container: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <LandingDocument pathname={window.location.pathname} />
      </StrictMode>,
    );
  });
}
