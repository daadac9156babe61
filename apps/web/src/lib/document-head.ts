import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import { switchLanguagePath } from './language.ts';

/**
 * The document's head as a page sets it: its meta description and its language alternates. Used by
 * the app's RouteMeta and by the prerendered landing page, which hydrates without the router.
 */

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

export function setDocumentDescription(content: string | null): void {
  const meta = upsert('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.setAttribute('name', 'description');
    return element;
  });
  if (content) meta.setAttribute('content', content);
  else meta.remove();
}

/** `hreflang` alternates of the page in every language, plus x-default (Turkish), and its canonical address. */
export function setDocumentAlternates(pathname: string, language: TLanguage): void {
  for (const old of document.head.querySelectorAll('link[data-route-meta]')) old.remove();
  const origin = window.location.origin;
  const add = (rel: string, href: string, hreflang?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.routeMeta = '';
    document.head.appendChild(link);
  };
  for (const other of LANGUAGES) {
    add('alternate', origin + switchLanguagePath({ pathname }, other), other);
  }
  add('alternate', origin + switchLanguagePath({ pathname }, 'tr'), 'x-default');
  add('canonical', origin + switchLanguagePath({ pathname }, language));
}
