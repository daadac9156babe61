import { getHoneyTimeRoute } from '@portal/contracts/contact/public-form-routes';
import type { TPublicPacket } from '@portal/contracts/products/product-schemas';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { landingQueryKeys } from '../features/landing/api/get-public-packets.ts';
import { loadEveryDeferredModule } from '../lib/deferred-module.ts';
import { initI18n, LAZY_NAMESPACES, loadNamespaces } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { answer, apiServer } from '../test/mock-api.ts';
import { LandingDocument } from './landing-document.tsx';

const PACKET: TPublicPacket = {
  id: 2,
  brand: 1,
  name: 'Standart Paket',
  description: null,
  price: 249000,
  billing: 'monthly',
  is_main: 1,
  features: [],
  childrens: [],
};
/** A packet the firm sells that is not a pricing card: shown under the line's cards. */
const OTHER_PACKET: TPublicPacket = {
  ...PACKET,
  id: 5,
  name: 'Şirket Taşıma Paketi',
  price: 199000,
  is_main: 0,
};

// jsdom lays nothing out, so it cannot scroll.
const scrollIntoView = Element.prototype.scrollIntoView;
let root: Root | null = null;
let container: HTMLElement | null = null;

beforeAll(async () => {
  await initI18n('tr');
  // As the prerender does: every text and every deferred part, and the packets of the catalogue.
  await loadNamespaces(LAZY_NAMESPACES);
  queryClient.setQueryData(landingQueryKeys.publicPackets('tr'), [PACKET]);
  queryClient.setQueryData(landingQueryKeys.otherPackets('tr'), [OTHER_PACKET]);
  await loadEveryDeferredModule();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the prerendered landing page, without the router', () => {
  // The whole page, rendered twice: slow on a busy machine.
  it('hydrates the server’s HTML as it is, and its links and section links work at once', {
    timeout: 40_000,
  }, async () => {
    const html = renderToString(<LandingDocument pathname="/tr" />);
    // The hero, the packets and the FAQ are in the HTML, after the skip link.
    expect(html).toMatch(/^<a href="#main"/);
    expect(html).toContain('Standart Paket');
    // Its price says KDV is added; the line's other packets follow its cards.
    expect(html).toContain('/ ay + KDV');
    expect(html).toContain('Şirket Taşıma Paketi');
    expect(html).toContain('Şirketim ne kadar sürede kurulur?');

    // The contact form asks for its honey time once it is live.
    apiServer.use(answer(getHoneyTimeRoute, 'signed'));
    window.history.replaceState(null, '', '/tr');
    Element.prototype.scrollIntoView = vi.fn();
    const page = document.createElement('div');
    container = page;
    page.innerHTML = html;
    document.body.append(page);
    const heading = page.querySelector('h1');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(page, <LandingDocument pathname="/tr" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The server's nodes, now React's.
    expect(page.querySelector('h1')).toBe(heading);
    expect(Object.keys(page.querySelector('main') ?? {}).some((key) => key.startsWith('__react'))).toBe(true);

    const sections = screen.getAllByRole('navigation', { name: 'Sayfa bölümleri' })[0];
    if (!sections) throw new Error('no section navigation');
    await act(async () => {
      fireEvent.click(within(sections).getByRole('link', { name: 'SSS' }));
    });
    // The link waits a frame for the sections above the FAQ (lib/section-scroll.ts), then navigates.
    await vi.waitFor(() => expect(window.location.hash).toBe('#faq'), { timeout: 5_000 });
    expect(document.activeElement?.id).toBe('faq-title');
    expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/tr/app/login');
  });
});
