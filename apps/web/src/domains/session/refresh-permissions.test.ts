import { getOwnPermissionsRoute } from '@portal/contracts/auth/auth-routes';
import type { TPermissionsSnapshot } from '@portal/contracts/auth/permission-refresh';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { storage } from '../../lib/storage.ts';
import { answer, apiServer, failure } from '../../test/mock-api.ts';
import { createPermissionRefresher, PERMISSION_REFRESH_INTERVAL_MS } from './refresh-permissions.ts';

// The refresh is silent: a test below checks that nothing is shown.
vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn() }));

const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);

function signIn(token = 'token-1') {
  storage.set('token', token);
  storage.set('token_expire', NOW + 2 * 60 * 60 * 1000);
  storage.set('role_name', 'advisor');
  storage.set('user', { id: 3, name: 'Ali Kaya', email: 'ali@example.com', role_name: 'advisor' });
  storage.set('permissions', ['show files', 'show accounts all']);
}

function setup(
  snapshot: TPermissionsSnapshot = { role_name: 'advisor', permissions: ['show accounts all'] },
) {
  let clock = NOW;
  const fetchSnapshot = vi.fn(() => Promise.resolve(snapshot));
  const refresh = createPermissionRefresher({ fetchSnapshot, now: () => clock });
  return {
    refresh,
    fetchSnapshot,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

beforeEach(() => {
  signIn();
});

describe('permission refresh', () => {
  it('stores the permissions and the role the server answers', async () => {
    const { refresh } = setup({ role_name: 'secretary', permissions: ['show files'] });
    await refresh();
    expect(storage.get('permissions')).toEqual(['show files']);
    expect(storage.get('role_name')).toBe('secretary');
    expect(storage.get('user')?.role_name).toBe('secretary');
  });

  it('asks at most once every 30 seconds, however often it is triggered', async () => {
    const { refresh, fetchSnapshot, advance } = setup();
    await refresh();
    advance(1_000);
    expect(refresh()).toBeNull();
    advance(PERMISSION_REFRESH_INTERVAL_MS - 1_001);
    expect(refresh()).toBeNull();
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    advance(1);
    await refresh();
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
  });

  it('shares the call in flight instead of sending a second one', async () => {
    const { refresh, fetchSnapshot } = setup();
    const first = refresh();
    const second = refresh();
    expect(second).toBe(first);
    await first;
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while signed out or after the token expired', () => {
    const { refresh, fetchSnapshot, advance } = setup();
    storage.remove('token');
    expect(refresh()).toBeNull();
    signIn();
    advance(2 * 60 * 60 * 1000);
    expect(refresh()).toBeNull();
    expect(fetchSnapshot).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after a sign-out or another sign-in', async () => {
    const { refresh } = setup({ role_name: 'admin', permissions: ['show roles'] });
    const pending = refresh();
    signIn('token-2');
    await pending;
    expect(storage.get('permissions')).toEqual(['show files', 'show accounts all']);
    expect(storage.get('role_name')).toBe('advisor');
  });

  it('keeps the stored permissions when the call fails, and tries again after the interval', async () => {
    let clock = NOW;
    const fetchSnapshot = vi
      .fn<() => Promise<TPermissionsSnapshot>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ role_name: 'advisor', permissions: [] });
    const refresh = createPermissionRefresher({ fetchSnapshot, now: () => clock });
    await refresh();
    expect(storage.get('permissions')).toEqual(['show files', 'show accounts all']);
    clock += PERMISSION_REFRESH_INTERVAL_MS;
    await refresh();
    expect(storage.get('permissions')).toEqual([]);
  });

  it("asks GET auth/permissions with the session's token by default, and stores its answer", async () => {
    const authorization = vi.fn();
    apiServer.use(
      answer(getOwnPermissionsRoute, (request) => {
        authorization(request.headers.get('authorization'));
        return { role_name: 'secretary', permissions: ['show files'] };
      }),
    );
    await createPermissionRefresher({ now: () => NOW })();
    expect(authorization).toHaveBeenCalledWith('Bearer token-1');
    expect(storage.get('permissions')).toEqual(['show files']);
    expect(storage.get('role_name')).toBe('secretary');
  });

  it('keeps the stored permissions, quietly, when GET auth/permissions fails', async () => {
    apiServer.use(failure(getOwnPermissionsRoute, 503, { message: 'Hizmet şu anda kullanılamıyor.' }));
    await createPermissionRefresher({ now: () => NOW })();
    expect(storage.get('permissions')).toEqual(['show files', 'show accounts all']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('removes the stored role when the server answers none', async () => {
    const { refresh } = setup({ role_name: null, permissions: [] });
    await refresh();
    expect(storage.get('role_name')).toBeNull();
  });
});
