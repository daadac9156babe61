import { describe, expect, it } from 'vitest';
import { hasPermission, storage } from './storage.ts';

describe('storage', () => {
  it('round-trips every kind of value', () => {
    storage.set('token', 't0k3n');
    storage.set('token_expire', 1_700_000_000_000);
    storage.set('user', { id: 7, name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
    storage.set('accounts', [{ id: 1, name: 'Deniz Ltd', status: 1 }]);
    storage.set('permissions', ['show accounts']);
    storage.set('type', 7);
    storage.set('lang', 'en');
    expect(storage.get('token')).toBe('t0k3n');
    expect(storage.get('token_expire')).toBe(1_700_000_000_000);
    expect(storage.get('user')).toEqual({ id: 7, name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
    expect(storage.get('accounts')).toEqual([{ id: 1, name: 'Deniz Ltd', status: 1 }]);
    expect(storage.get('permissions')).toEqual(['show accounts']);
    expect(storage.get('type')).toBe(7);
    expect(storage.get('lang')).toBe('en');
  });

  it('reads the product type as 1 when nothing is stored', () => {
    expect(storage.get('type')).toBe(1);
  });

  it('reads corrupt or foreign values as not set, without throwing', () => {
    window.localStorage.setItem('user', '{not json');
    window.localStorage.setItem('accounts', '[{"id":"x"}]');
    window.localStorage.setItem('permissions', '"show accounts"');
    window.localStorage.setItem('type', '3');
    window.localStorage.setItem('lang', 'de');
    window.localStorage.setItem('token_expire', 'soon');
    expect(storage.get('user')).toBeNull();
    expect(storage.get('accounts')).toBeNull();
    expect(storage.get('permissions')).toBeNull();
    expect(storage.get('type')).toBe(1);
    expect(storage.get('lang')).toBeNull();
    expect(storage.get('token_expire')).toBeNull();
  });

  it('accepts an ISO date as the token expiry', () => {
    window.localStorage.setItem('token_expire', '2030-01-01T00:00:00.000Z');
    expect(storage.get('token_expire')).toBe(Date.UTC(2030, 0, 1));
  });

  it('removes a key', () => {
    storage.set('avatar', '/api/users/1/avatar');
    storage.remove('avatar');
    expect(storage.get('avatar')).toBeNull();
  });

  it('clears everything except the language', () => {
    storage.set('lang', 'en');
    storage.set('token', 'x');
    storage.set('role_name', 'customer');
    window.localStorage.setItem('something-else', '1');
    storage.clearAllExceptLanguage();
    expect(window.localStorage.length).toBe(1);
    expect(storage.get('lang')).toBe('en');
  });

  it('checks permissions by name', () => {
    expect(hasPermission('show calls')).toBe(false);
    storage.set('permissions', ['show calls']);
    expect(hasPermission('show calls')).toBe(true);
    expect(hasPermission('show accounts')).toBe(false);
  });

  it('tells subscribers about changes', () => {
    let calls = 0;
    const unsubscribe = storage.subscribe(() => {
      calls += 1;
    });
    storage.set('company_name', 'Deniz Ltd');
    unsubscribe();
    storage.set('company_name', 'Ege AŞ');
    expect(calls).toBe(1);
  });
});
