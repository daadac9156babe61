import {
  createAnnouncementRoute,
  updateAnnouncementRoute,
} from '@portal/contracts/staff/announcement-routes';
import type { TAnnouncement } from '@portal/contracts/staff/announcements';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { answer, apiServer, failure } from '../../../test/mock-api.ts';
import { AnnouncementFormDialog, type TAnnouncementFormValues } from './announcement-form-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

/** The announcement API, recording what is sent: `POST announcements` and `PUT announcements/{id}`. */
function serveAnnouncements() {
  const sent: { route: string; body: unknown }[] = [];
  apiServer.use(
    answer(
      createAnnouncementRoute,
      ({ body }) => {
        sent.push({ route: 'POST /announcements', body });
        return SAVED;
      },
      { message: 'Duyuru kaydedildi.' },
    ),
    answer(updateAnnouncementRoute, ({ params, body }) => {
      sent.push({ route: `PUT /announcements/${params.id}`, body });
      return SAVED;
    }),
  );
  return sent;
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

describe('announcement form', () => {
  it('asks for a title and a text, and sends nothing without them', async () => {
    const sent = serveAnnouncements();
    const { dialog } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: '   ' } });
    save(dialog);
    await waitFor(() => expect(field(dialog, /^Başlık/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(dialog, /^Başlık/))).toBe('Bu alan zorunludur.');
    expect(errorOf(field(dialog, /^Metin/))).toBe('Bu alan zorunludur.');
    expect(sent).toEqual([]);
  });

  it('asks for both dates', async () => {
    const sent = serveAnnouncements();
    const { dialog } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: 'Bakım' } });
    fireEvent.input(field(dialog, /^Metin/), { target: { value: 'Portal gece kapalı olacak.' } });
    fireEvent.input(field(dialog, /^Bitiş/), { target: { value: '' } });
    save(dialog);
    await waitFor(() => expect(errorOf(field(dialog, /^Bitiş/))).toBe('Bu alan zorunludur.'));
    expect(sent).toEqual([]);
  });

  it('refuses an end that does not come after the start', async () => {
    const sent = serveAnnouncements();
    const { dialog } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: 'Bakım' } });
    fireEvent.input(field(dialog, /^Metin/), { target: { value: 'Portal gece kapalı olacak.' } });
    fireEvent.input(field(dialog, /^Bitiş/), { target: { value: '2026-12-01T09:00' } });
    save(dialog);
    await waitFor(() =>
      expect(errorOf(field(dialog, /^Bitiş/))).toBe('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.'),
    );
    expect(sent).toEqual([]);
  });

  it('sends the Istanbul times as UTC instants, the product line as a number, then closes', async () => {
    const sent = serveAnnouncements();
    const { dialog, onClose } = renderDialog();
    fireEvent.input(field(dialog, /^Başlık/), { target: { value: '  Yeni ofis ' } });
    fireEvent.input(field(dialog, /^Metin/), { target: { value: 'Kadıköy ofisimiz açıldı.' } });
    fireEvent.change(field(dialog, /^Kimler görsün/), { target: { value: '2' } });
    fireEvent.click(field(dialog, /^Yayınla/));
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((call) => call.route)).toEqual(['POST /announcements']);
    expect(sent[0]?.body).toEqual({
      title: 'Yeni ofis',
      body: 'Kadıköy ofisimiz açıldı.',
      brand_id: 2,
      starts_at: '2026-12-01T06:00:00.000Z',
      ends_at: '2026-12-08T06:00:00.000Z',
      is_published: true,
    });
  });

  it('edits an announcement with PUT, starting from its values in Istanbul time', async () => {
    const sent = serveAnnouncements();
    const { dialog, onClose } = renderDialog(SAVED);
    expect(within(dialog).getByRole('heading', { name: 'Duyuruyu düzenle' })).toBeTruthy();
    expect(field(dialog, /^Başlangıç/).value).toBe('2026-12-01T09:00');
    expect(field(dialog, /^Kimler görsün/).value).toBe('2');
    expect(field(dialog, /^Yayınla/).checked).toBe(true);
    fireEvent.change(field(dialog, /^Kimler görsün/), { target: { value: '' } });
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((call) => call.route)).toEqual(['PUT /announcements/4']);
    expect(sent[0]?.body).toMatchObject({ brand_id: null, is_published: true });
  });

  it("puts the server's messages on their fields and stays open", async () => {
    apiServer.use(
      failure(updateAnnouncementRoute, 422, {
        message: 'Geçersiz veri.',
        errors: { title: ['Bu başlık zaten var.'] },
      }),
    );
    const { dialog, onClose } = renderDialog(SAVED);
    save(dialog);
    expect(await within(dialog).findByText('Bu başlık zaten var.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
