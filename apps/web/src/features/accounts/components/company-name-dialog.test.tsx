import { createAccountRoute, getAccountsRoute } from '@portal/contracts/accounts/account-routes';
import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CompanyNameDialog from './company-name-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const CREATED: TAccount = { id: 9, name: 'Yeni Ltd', status: 1, created_at: '2026-11-25T09:00:00.000Z' };

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['validation']);
});

beforeEach(() => {
  apiServer.use(
    answer(createAccountRoute, () => CREATED),
    answer(getAccountsRoute, () => ({ data: [CREATED], meta: { page: 1, per_page: 100, total: 1 } })),
  );
  storage.set('token', 'token');
});

const renderDialog = () =>
  renderRoute(<CompanyNameDialog dismissible onClose={() => {}} />, '/:lang/app/*', '/tr/app/accounts');

async function createCompany() {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Yeni Ltd' } });
  fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
  await waitFor(() => expect(storage.get('company_name')).toBe('Yeni Ltd'));
}

describe('a new company', () => {
  it('takes a customer on to the application', async () => {
    storage.set('role_name', 'customer');
    const router = renderDialog();
    await createCompany();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app/application-form/status'));
  });

  it('leaves staff where they are (they do not fill the wizard in)', async () => {
    storage.set('role_name', 'admin');
    const router = renderDialog();
    await createCompany();
    expect(router.state.location.pathname).toBe('/tr/app/accounts');
  });
});
