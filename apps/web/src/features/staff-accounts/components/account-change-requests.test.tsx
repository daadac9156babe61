import type { TCompanyChangeRequest } from '@portal/contracts/company-profile/company-profile';
import {
  decideChangeRequestRoute,
  getChangeRequestsRoute,
} from '@portal/contracts/company-profile/company-profile-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { AccountChangeRequests } from './account-change-requests.tsx';

const PENDING: TCompanyChangeRequest = {
  id: 31,
  account_id: 7,
  status: 'pending',
  changes: [
    { field: 'name', before: 'Deniz Yazılım Ltd', after: 'Deniz Teknoloji A.Ş.' },
    { field: 'doorNo', before: null, after: '4' },
  ],
  requested_by: { id: 2, name: 'Ayşe Kaya' },
  requested_at: '2026-11-25T09:00:00.000Z',
  decided_by: null,
  decided_at: null,
  reason: null,
};

const DECIDED: TCompanyChangeRequest = { ...PENDING, id: 30, status: 'approved' };

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff', 'validation']);
});

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountChangeRequests accountId={7} />
    </QueryClientProvider>,
  );
}

function serve(decisions: unknown[]) {
  let decided = false;
  apiServer.use(
    answer(getChangeRequestsRoute, () => (decided ? [DECIDED] : [PENDING, DECIDED])),
    answer(decideChangeRequestRoute, (request: TMockRequest) => {
      decisions.push({ id: request.params.requestId, body: request.body, all: request.query.get('all') });
      decided = true;
      return { ...PENDING, status: 'approved' };
    }),
  );
}

describe('the staff’s change requests of a company', () => {
  it('lists the waiting request with its values before and after, and approves it after asking', async () => {
    const decisions: unknown[] = [];
    serve(decisions);
    renderSection();

    const item = (await screen.findByText(/Ayşe Kaya istedi/)).closest('li') as HTMLElement;
    expect(within(item).getByText('Şirket adı')).toBeTruthy();
    expect(within(item).getByText('Deniz Yazılım Ltd → Deniz Teknoloji A.Ş.')).toBeTruthy();
    expect(within(item).getByText('(boş) → 4')).toBeTruthy();
    // Only the waiting one is listed: the decided one is in the audit log.
    expect(within(item.closest('ul') as HTMLElement).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(within(item).getByRole('button', { name: 'Onayla ve uygula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Değişiklik onaylansın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla ve uygula' }));
    await waitFor(() => expect(decisions).toEqual([{ id: '31', body: { decision: 'approved' }, all: '1' }]));
    expect(await screen.findByText('Onay bekleyen bir değişiklik isteği yok.')).toBeTruthy();
  });

  it('asks for a reason before rejecting', async () => {
    const decisions: unknown[] = [];
    serve(decisions);
    renderSection();

    const item = (await screen.findByText(/Ayşe Kaya istedi/)).closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Değişikliği reddet' });
    const reason = within(dialog).getByLabelText(/^Ret gerekçesi/, { selector: 'textarea' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(decisions).toEqual([]);

    fireEvent.input(reason, { target: { value: 'Vergi levhası eşleşmiyor.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { id: '31', body: { decision: 'rejected', reason: 'Vergi levhası eşleşmiyor.' }, all: '1' },
      ]),
    );
  });
});
