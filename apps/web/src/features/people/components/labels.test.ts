import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { ROLES } from '@portal/contracts/auth/roles';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/people.json';
import tr from '../../../locales/tr/people.json';

describe('people labels', () => {
  it.each([
    ['tr', tr],
    ['en', en],
  ])('names every permission of the contracts and every built-in role in %s', (_language, texts) => {
    expect(Object.keys(texts.permissionNames).sort()).toEqual(Object.keys(PERMISSIONS).sort());
    for (const role of ROLES) expect(texts.roleNames[role]).toBeTruthy();
  });
});
