import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CookieNotice } from './cookie-notice.tsx';

const height = () => document.documentElement.style.getPropertyValue('--cookie-notice-height');

beforeAll(async () => {
  await initI18n('tr');
});

describe('cookie notice', () => {
  it('says it in one short line on phones, the whole sentence on wider screens, and links the policy', () => {
    renderRoute(<CookieNotice />, '/:lang', '/tr');
    const notice = screen.getByRole('region', { name: 'Çerez bildirimi' });
    expect(within(notice).getByText('Yalnızca zorunlu depolama; izleme çerezi yok.').className).toBe(
      'sm:hidden',
    );
    expect(within(notice).getByText(/reklam ya da izleme çerezi kullanmaz/).className).toContain('sm:inline');
    expect(within(notice).getByRole('link', { name: 'Çerez Politikası' }).getAttribute('href')).toBe(
      '/tr/cookie-policy',
    );
  });

  it('publishes its height while it shows, for the room the page keeps and the notifications above it', () => {
    renderRoute(<CookieNotice />, '/:lang', '/tr');
    // jsdom lays nothing out: the height is 0 px there, but it is set.
    expect(height()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Anladım' }));
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).toBeNull();
    expect(storage.get('cookie_notice')).not.toBeNull();
    expect(height()).toBe('');
  });

  it('stays shut once closed', () => {
    storage.set('cookie_notice', Date.now());
    renderRoute(<CookieNotice />, '/:lang', '/tr');
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).toBeNull();
    expect(height()).toBe('');
  });
});
