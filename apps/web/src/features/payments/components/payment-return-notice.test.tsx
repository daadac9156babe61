import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { PaymentReturnNotice } from './payment-return-notice.tsx';

// Passed in rather than mocked: with shared modules (isolate: false) another file may have loaded
// the notice with the real notify before this file's mock.
const notify = vi.fn();

function Page() {
  const location = useLocation();
  return (
    <>
      <PaymentReturnNotice announce={notify} />
      <p>at {`${location.pathname}${location.search}`}</p>
    </>
  );
}

beforeAll(async () => {
  await initI18n('tr');
  // Loaded ahead: the notice loads them itself, which on a busy machine outlasts a wait.
  await loadNamespaces(['payments']);
});

describe('back from the bank page', () => {
  it('says why the bank refused, and takes the outcome out of the address', async () => {
    renderRoute(
      <Page />,
      '/:lang/app/profile/subscriptions',
      '/tr/app/profile/subscriptions?tab=1&payment=9&payment_status=failed&payment_code=insufficient_funds',
    );
    await screen.findByText('at /tr/app/profile/subscriptions?tab=1');
    await vi.waitFor(
      () =>
        expect(notify).toHaveBeenCalledWith({
          type: 'error',
          title: 'Ödeme alınamadı',
          description: 'Neden: yetersiz bakiye. Kartınızdan para çekilmedi; tekrar deneyebilirsiniz.',
        }),
      { timeout: 5_000 },
    );
  });

  it('says the payment was received', async () => {
    renderRoute(<Page />, '/:lang/app', '/tr/app?payment=9&payment_status=succeeded');
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Ödemeniz alındı.' }),
    );
    expect(screen.getByText('at /tr/app')).toBeTruthy();
  });
});
