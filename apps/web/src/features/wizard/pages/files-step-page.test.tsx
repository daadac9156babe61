import { getAccountRoute, saveAccountInformationsRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { getAccountDocumentsRoute } from '@portal/contracts/documents/document-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import FilesStepPage from './files-step-page.tsx';

type TAccount = TRouteResultInput<typeof getAccountRoute>;

const ACCOUNT_ID = 43;

function account(informations: Record<string, string>): TAccount {
  return {
    id: ACCOUNT_ID,
    name: 'Belge Ltd',
    status: ACCOUNT_STATUSES.applicationInProgress,
    created_at: '2026-01-05T09:00:00.000Z',
    lines: [],
    informations: Object.entries({ step: 'business-info', packet_id: '3', ...informations }).map(
      ([key, value]) => ({ key, value }),
    ),
    products: [],
    users: [],
    status_reason: null,
    status_changed_at: null,
  };
}

const ID_IMAGE = {
  id: 9,
  kind: 'identity' as const,
  file_name: 'kimlik.png',
  mime_type: 'image/png',
  size: 2048,
  created_at: '2026-11-20T09:00:00.000Z',
  url: '/api/documents/9/file',
};

function serve(current: TAccount) {
  const saves: TMockRequest[] = [];
  storage.set('account', {
    id: ACCOUNT_ID,
    name: 'Belge Ltd',
    status: ACCOUNT_STATUSES.applicationInProgress,
  });
  apiServer.use(
    answer(getAccountRoute, current),
    answer(getAccountDocumentsRoute, [ID_IMAGE]),
    answer(saveAccountInformationsRoute, (request) => {
      saves.push(request);
      return current.informations;
    }),
  );
  return saves;
}

const open = () =>
  renderRoute(<FilesStepPage />, '/:lang/app/application-form/:step', '/tr/app/application-form/files');

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['wizard', 'form', 'validation']);
});

afterEach(() => {
  storage.remove('account');
  storage.remove('token');
});

describe('files step', () => {
  it('asks a company at one of our virtual offices for no title deed or lease (issue 36)', async () => {
    storage.set('token', 'files-step-office-token');
    const saves = serve(account({ address_option: 'virtual_office', virtual_office_id: '2' }));
    open();
    expect(await screen.findByText(/ofis sözleşmesi geçer/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Tapu ya da kira sözleşmesi/ })).toBeNull();
    expect(screen.getByRole('heading', { name: /^Kimlik görüntüsü \(zorunlu\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
  }, 60_000);

  it('still needs the title deed or lease at the own address', async () => {
    storage.set('token', 'files-step-own-token');
    const saves = serve(account({ address_option: 'own' }));
    open();
    expect(
      await screen.findByRole('heading', { name: /^Tapu ya da kira sözleşmesi \(zorunlu\)/ }),
    ).toBeTruthy();
    expect(screen.queryByText(/ofis sözleşmesi geçer/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    expect(
      await screen.findByText(
        'Devam etmek için kimlik görüntüsünü ve tapu ya da kira sözleşmesini yükleyin.',
      ),
    ).toBeTruthy();
    expect(saves).toHaveLength(0);
  }, 60_000);
});
