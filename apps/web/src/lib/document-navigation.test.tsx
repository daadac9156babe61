import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentNavigation, resolvePath } from './document-navigation.tsx';
import { Link, NavigationProvider, useLocation } from './navigation.tsx';

const LANDING = { pathname: '/tr', search: '', hash: '' };

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

function Page() {
  return (
    <>
      <Address />
      <Link to={{ pathname: '/tr', hash: '#faq' }}>FAQ</Link>
      <Link to="/tr/app/register?packet=2">Register</Link>
      <section id="faq" aria-labelledby="faq-title">
        <h2 id="faq-title" tabIndex={-1}>
          Questions
        </h2>
      </section>
    </>
  );
}

// jsdom lays nothing out, so it cannot scroll.
const scrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  window.history.replaceState(null, '', '/tr');
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the prerendered landing page’s navigation (no router)', () => {
  it('resolves a link’s address as React Router does', () => {
    expect(resolvePath('/en/app/login?redirect=%2Fen', LANDING)).toEqual({
      pathname: '/en/app/login',
      search: '?redirect=%2Fen',
      hash: '',
    });
    expect(resolvePath({ hash: 'faq' }, LANDING)).toEqual({ pathname: '/tr', search: '', hash: '#faq' });
    expect(resolvePath({ pathname: '/tr', search: '' }, { ...LANDING, search: '?demo=1' })).toEqual(LANDING);
    expect(resolvePath('#contact', LANDING)).toEqual({ pathname: '/tr', search: '', hash: '#contact' });
  });

  it('stays on the page for a link to one of its sections: the address changes and the heading gets focus', () => {
    render(
      <NavigationProvider navigation={createDocumentNavigation(LANDING)}>
        <Page />
      </NavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.getAttribute('href')).toBe('/tr#faq');
    // Prevented: no document load.
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.hash).toBe('#faq');
    expect(screen.getByRole('status').textContent).toBe('/tr#faq');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Questions' }));
  });

  it('leaves a link to another page to the browser, which loads it as a document', () => {
    render(
      <NavigationProvider navigation={createDocumentNavigation(LANDING)}>
        <Page />
      </NavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link.getAttribute('href')).toBe('/tr/app/register?packet=2');
    // What the link did with the click, seen once it bubbled past React; then no load in jsdom.
    let preventedByLink: boolean | null = null;
    const observe = (event: Event) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    fireEvent.click(link);
    window.removeEventListener('click', observe);
    expect(preventedByLink).toBe(false);
  });

  it('hydrates with the address the page was prerendered for, then shows the real one with its hash', async () => {
    const html = renderToString(
      <NavigationProvider navigation={createDocumentNavigation(LANDING)}>
        <Page />
      </NavigationProvider>,
    );
    window.history.replaceState(null, '', '/tr#faq');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <NavigationProvider navigation={createDocumentNavigation(LANDING)}>
          <Page />
        </NavigationProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container.querySelector('output')?.textContent).toBe('/tr#faq');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('follows the browser’s back button', async () => {
    render(
      <NavigationProvider navigation={createDocumentNavigation(LANDING)}>
        <Page />
      </NavigationProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await act(async () => {
      window.history.replaceState(null, '', '/tr');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('/tr');
  });
});
