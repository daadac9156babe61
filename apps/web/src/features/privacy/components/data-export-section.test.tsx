import { getMyDataExportRoute, requestDataExportRoute } from '@portal/contracts/privacy/privacy-routes';
import type { TDataExport } from '@portal/contracts/privacy/privacy-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { DataExportSection } from './data-export-section.tsx';

const NONE: TDataExport = { status: 'none', requested_at: null, ready_at: null, expires_at: null };

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['myData']);
});

function renderSection(start: TDataExport) {
  storage.set('token', 'customer-token');
  let state = start;
  const requests: string[] = [];
  apiServer.use(
    answer(getMyDataExportRoute, () => state),
    answer(
      requestDataExportRoute,
      () => {
        requests.push('export');
        state = {
          status: 'pending',
          requested_at: '2026-11-25T07:30:00.000Z',
          ready_at: null,
          expires_at: null,
        };
        return state;
      },
      { message: 'Verilerinizin kopyası hazırlanıyor.' },
    ),
  );
  renderRoute(<DataExportSection />, '/:lang/app/profile', '/tr/app/profile');
  return { requests };
}

describe('download my data', () => {
  it('asks for a copy once, then says it is being prepared', async () => {
    const { requests } = renderSection(NONE);
    fireEvent.click(await screen.findByRole('button', { name: 'Verilerimin kopyasını iste' }));
    expect(
      await screen.findByText(/Kopyanız hazırlanıyor \(25\.11\.2026 10:30 tarihinde istendi\)/),
    ).toBeTruthy();
    expect(requests).toEqual(['export']);
    // One at a time: no second request while this one is under way.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeNull(),
    );
  });

  it('says a ready copy’s link was mailed and until when it works', async () => {
    renderSection({
      status: 'ready',
      requested_at: '2026-11-25T07:30:00.000Z',
      ready_at: '2026-11-25T07:31:00.000Z',
      expires_at: '2026-11-26T07:31:00.000Z',
    });
    expect(
      await screen.findByText(/bağlantısını e-posta adresinize gönderdik.*26\.11\.2026 10:31/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeNull();
  });

  it('offers a new copy after one failed', async () => {
    renderSection({
      status: 'failed',
      requested_at: '2026-11-25T07:30:00.000Z',
      ready_at: null,
      expires_at: null,
    });
    expect(await screen.findByText('Son kopyanız hazırlanamadı. Yeniden isteyebilirsiniz.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeTruthy();
  });
});
