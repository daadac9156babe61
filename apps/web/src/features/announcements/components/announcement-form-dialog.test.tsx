import type { TAnnouncement } from '@portal/contracts/staff/announcements';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AnnouncementFormDialog, type TAnnouncementFormValues } from './announcement-form-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), prefetchNotifications: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A new announcement's starting values, fixed so the dates do not depend on today. */
const EMPTY: TAnnouncementFormValues = {
  title: '',
  body: '',
  brand_id: '',
  starts_at: '2026-12-01T09:00',
  ends_at: '2026-12-08T09:00',
  is_published: false,
};

const SAVED: TAnnouncement = {
  id: 4,
  title: 'Yeni ofis',
  body: 'Kadıköy ofisimiz açıldı.',
  brand_id: 2,
  is_published: true,
  starts_at: '2026-12-01T06:00:00.000Z',
  ends_at: '2026-12-08T06:00:00.000Z',
  created_at: '2026-11-23T08:00:00.000Z',
};

function renderDialog(announcement: TAnnouncement | null = null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnouncementFormDialog open announcement={announcement} onClose={onClose} initialValues={EMPTY} />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

function field(dialog: HTMLElement, label: RegExp): HTMLInputElement {
  return within(dialog).getByLabelText<HTMLInputElement>(label);
}

function errorOf(control: HTMLElement): string | null {
  return document.getElementById(`${control.id}-error`)?.textContent ?? null;
}

function save(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staffHome', 'form', 'validation']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('announcement form', () => {
  it('asks for a title and a text, and sends nothing without them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { dialog } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: '   ' } });
    save(dialog);
    await waitFor(() => expect(field(dialog, /^Başlık/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(dialog, /^Başlık/))).toBe('Bu alan zorunludur.');
    expect(errorOf(field(dialog, /^Metin/))).toBe('Bu alan zorunludur.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for both dates', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { dialog } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: 'Bakım' } });
    fireEvent.input(field(dialog, /^Metin/), { target: { value: 'Portal gece kapalı olacak.' } });
    fireEvent.input(field(dialog, /^Bitiş/), { target: { value: '' } });
    save(dialog);
    await waitFor(() => expect(errorOf(field(dialog, /^Bitiş/))).toBe('Bu alan zorunludur.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an end that does not come after the start', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { dialog } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: 'Bakım' } });
    fireEvent.input(field(dialog, /^Metin/), { target: { value: 'Portal gece kapalı olacak.' } });
    fireEvent.input(field(dialog, /^Bitiş/), { target: { value: '2026-12-01T09:00' } });
    save(dialog);
    await waitFor(() =>
      expect(errorOf(field(dialog, /^Bitiş/))).toBe('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the Istanbul times as UTC instants, the product line as a number, then closes', async () => {
    const fetchMock = vi.fn(async () => json(201, { result: SAVED, message: 'Duyuru kaydedildi.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { dialog, onClose } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: '  Yeni ofis ' } });
    fireEvent.input(field(dialog, /^Metin/), { target: { value: 'Kadıköy ofisimiz açıldı.' } });
    fireEvent.change(field(dialog, /^Kimler görsün/), { target: { value: '2' } });
    fireEvent.click(field(dialog, /^Yayınla/));
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/announcements');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Yeni ofis',
      body: 'Kadıköy ofisimiz açıldı.',
      brand_id: 2,
      starts_at: '2026-12-01T06:00:00.000Z',
      ends_at: '2026-12-08T06:00:00.000Z',
      is_published: true,
    });
  });

  it('edits an announcement with PUT, starting from its values in Istanbul time', async () => {
    const fetchMock = vi.fn(async () => json(200, { result: SAVED }));
    vi.stubGlobal('fetch', fetchMock);
    const { dialog, onClose } = renderDialog(SAVED);
    expect(within(dialog).getByRole('heading', { name: 'Duyuruyu düzenle' })).toBeTruthy();
    expect(field(dialog, /^Başlangıç/).value).toBe('2026-12-01T09:00');
    expect(field(dialog, /^Kimler görsün/).value).toBe('2');
    expect(field(dialog, /^Yayınla/).checked).toBe(true);
    fireEvent.change(field(dialog, /^Kimler görsün/), { target: { value: '' } });
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/announcements/4');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ brand_id: null, is_published: true });
  });

  it("puts the server's messages on their fields and stays open", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, { message: 'Geçersiz veri.', errors: { title: ['Bu başlık zaten var.'] } }),
      ),
    );
    const { dialog, onClose } = renderDialog(SAVED);
    save(dialog);
    expect(await within(dialog).findByText('Bu başlık zaten var.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
