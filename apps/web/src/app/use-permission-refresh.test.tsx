import { act, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPermissionRefresher,
  PERMISSION_REFRESH_INTERVAL_MS,
} from '../domains/session/refresh-permissions.ts';
import { storage } from '../lib/storage.ts';
import { usePermissionRefresh } from './use-permission-refresh.ts';

const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);

function setup() {
  let clock = NOW;
  const fetchSnapshot = vi.fn(() => Promise.resolve({ role_name: 'advisor', permissions: ['show files'] }));
  const refresh = createPermissionRefresher({ fetchSnapshot, now: () => clock });
  function Probe() {
    usePermissionRefresh(refresh);
    return null;
  }
  const router = createMemoryRouter([{ path: '/:lang/*', element: <Probe /> }], {
    initialEntries: ['/tr/app/documents'],
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    fetchSnapshot,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

beforeEach(() => {
  storage.set('token', 'token');
  storage.set('token_expire', NOW + 2 * 60 * 60 * 1000);
  storage.set('permissions', ['show files', 'show accountancy']);
});

describe('permission refresh in the app layout', () => {
  it('asks when the layout mounts and writes the answer to storage', async () => {
    const { fetchSnapshot } = setup();
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(storage.get('permissions')).toEqual(['show files']);
  });

  it('asks again on a route change or a window focus only once 30 seconds have passed', async () => {
    const { router, fetchSnapshot, advance } = setup();
    await act(async () => {});
    await act(() => router.navigate('/tr/app/accountancy'));
    fireEvent.focus(window);
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);

    advance(PERMISSION_REFRESH_INTERVAL_MS);
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);

    advance(PERMISSION_REFRESH_INTERVAL_MS);
    await act(() => router.navigate('/tr/app/documents'));
    expect(fetchSnapshot).toHaveBeenCalledTimes(3);
  });
});
