import { getHoneyTimeRoute } from '@portal/contracts/contact/public-form-routes';
import {
  contactBoothRoute,
  getBoothRoute,
  setBoothVisibilityRoute,
} from '@portal/contracts/network/network-routes';
import type { TBooth } from '@portal/contracts/network/network-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import NetworkStandPage from './stand-page.tsx';

const BOOTH: TBooth = {
  id: 3,
  account_id: 7,
  name: 'Deniz Yazılım',
  sector: 'technology',
  city: 'İzmir',
  description: 'Küçük işletmelere bulut muhasebe yazılımı.',
  offer: 'Üyelere ilk ay ücretsiz',
  logo_url: null,
  website: 'https://deniz.example.com',
  items: [{ kind: 'service', name: 'Kurulum', description: 'Bir günde' }],
  team: [{ name: 'Ayşe Kaya', title: 'Kurucu' }],
  documents: [
    {
      id: 9,
      title: 'Ürün kataloğu',
      url: '/api/network/booths/3/documents/9',
      size: 2048,
      created_at: '2026-11-02T09:00:00.000Z',
    },
  ],
  representative: { id: 2, name: 'Ayşe Kaya' },
  hidden: false,
  hidden_reason: null,
  featured: false,
  item_limit: 10,
  upcoming_sessions: [
    {
      id: 21,
      stage_id: 4,
      stage_name: 'Ana Sahne',
      account_id: 7,
      company_name: 'Deniz Yazılım Ltd',
      booth_id: 3,
      title: 'Bulutta muhasebe',
      speaker: 'Ayşe Kaya',
      description: '',
      sector: 'technology',
      starts_at: '2026-12-10T07:00:00.000Z',
      ends_at: '2026-12-10T08:00:00.000Z',
      capacity: 60,
      registered: 12,
      status: 'confirmed',
      held_until: null,
      is_registered: false,
    },
  ],
  is_mine: false,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

function renderStand(role: string, permissions: string[], ...extra: Parameters<typeof apiServer.use>) {
  storage.set('token', 'token');
  storage.set('role_name', role);
  storage.set('permissions', permissions);
  let honey = 0;
  apiServer.use(
    ...extra,
    answer(getBoothRoute, BOOTH),
    answer(getHoneyTimeRoute, () => {
      honey += 1;
      return `signed-${honey}`;
    }),
  );
  renderRoute(
    <NetworkStandPage />,
    '/:lang/app/endless-network/stand/:id',
    '/tr/app/endless-network/stand/3',
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['networkBooths', 'form', 'validation']);
});

afterEach(() => {
  storage.remove('permissions');
});

describe('a booth’s page', () => {
  it('shows the booth, its brochures and its sessions linked to their stage', async () => {
    renderStand('customer', ['show enb companies']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deniz Yazılım' })).toBeTruthy();
    expect(screen.getByText('Kurulum')).toBeTruthy();
    expect(screen.getByText('Kurucu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ürün kataloğu broşürünü indir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sahne' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/stage/4',
    );
    // A customer holds the same permission for the menu, but never moderates.
    expect(screen.queryByRole('button', { name: 'Standı gizle' })).toBeNull();
  });

  it('sends the contact form with the honey time and the empty trap, then clears it', async () => {
    const sent: TMockRequest[] = [];
    renderStand(
      'customer',
      [],
      answer(contactBoothRoute, (request) => {
        sent.push(request);
        return null;
      }),
    );
    const form = await screen.findByRole('form', { name: 'Bu şirketle iletişime geçin' });
    fireEvent.click(within(form).getByRole('button', { name: 'Mesajı gönder' }));
    expect(await within(form).findAllByText('Bu alan zorunludur.')).toHaveLength(3);
    fireEvent.change(within(form).getByLabelText(/Ad soyad/), { target: { value: 'Mehmet Demir' } });
    fireEvent.change(within(form).getByLabelText(/E-posta/), { target: { value: 'Mehmet@Example.com' } });
    fireEvent.change(within(form).getByLabelText(/Mesajınız/), {
      target: { value: 'Teklif almak istiyoruz.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Mesajı gönder' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.params).toEqual({ id: '3' });
    expect(sent[0]?.body).toEqual({
      full_name: 'Mehmet Demir',
      email: 'mehmet@example.com',
      message: 'Teklif almak istiyoruz.',
      honeypot_time: 'signed-1',
      website: '',
    });
    expect(await within(form).findByText('Mesajınız gönderildi.')).toBeTruthy();
    expect((within(form).getByLabelText(/Ad soyad/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/Mesajınız/) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows why the server refused a message', async () => {
    renderStand(
      'customer',
      [],
      failure(contactBoothRoute, 429, {
        message: 'Çok fazla mesaj gönderdiniz. 60 saniye sonra tekrar deneyin.',
      }),
    );
    const form = await screen.findByRole('form', { name: 'Bu şirketle iletişime geçin' });
    fireEvent.change(within(form).getByLabelText(/Ad soyad/), { target: { value: 'Mehmet Demir' } });
    fireEvent.change(within(form).getByLabelText(/E-posta/), { target: { value: 'mehmet@example.com' } });
    fireEvent.change(within(form).getByLabelText(/Mesajınız/), { target: { value: 'Merhaba' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mesajı gönder' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('60 saniye sonra');
  });

  it('lets moderating staff hide the booth with a reason', async () => {
    const bodies: unknown[] = [];
    renderStand(
      'advisor',
      ['show enb companies'],
      answer(setBoothVisibilityRoute, ({ body }) => {
        bodies.push(body);
        return { ...BOOTH, hidden: true, hidden_reason: 'Yanıltıcı bilgi' };
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Standı gizle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stant gizlensin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/Gerekçe/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(bodies).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Gerekçe/), { target: { value: 'Yanıltıcı bilgi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    await waitFor(() => expect(bodies).toEqual([{ hidden: true, reason: 'Yanıltıcı bilgi' }]));
    expect(await screen.findByRole('button', { name: 'Standı yeniden göster' })).toBeTruthy();
  });
});
