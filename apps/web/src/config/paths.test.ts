import { LANGUAGES } from '@portal/contracts/common/languages';
import { ACCOUNTANT_WIZARD_STEPS, OFFICE_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, pathTo, ROUTES, routeForPath } from './paths.ts';

const pages = import.meta.glob<unknown>('../locales/*/pages.json', { eager: true, import: 'default' });

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node === 'object' && node !== null && part in node) return Reflect.get(node, part);
    return undefined;
  }, tree);
}

describe('route table', () => {
  it('gives every route a title (and a description where declared) in both languages', () => {
    for (const language of LANGUAGES) {
      const tree = pages[`../locales/${language}/pages.json`];
      for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
        expect(typeof lookup(tree, route.titleKey), `${language} ${route.id} ${route.titleKey}`).toBe(
          'string',
        );
        if ('descriptionKey' in route && route.descriptionKey) {
          expect(typeof lookup(tree, route.descriptionKey), `${language} ${route.id}`).toBe('string');
        }
      }
    }
  });

  it('declares each id and each path once', () => {
    const ids = ROUTES.map((route) => route.id);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a route for every wizard step of the contracts', () => {
    const paths = new Set<string>(ROUTES.map((route) => route.path));
    for (const step of ACCOUNTANT_WIZARD_STEPS) expect(paths).toContain(`app/application-form/${step.slug}`);
    for (const step of OFFICE_WIZARD_STEPS)
      expect(paths).toContain(`app/office/application-form/${step.slug}`);
  });

  it('marks the sign-in pages guest-only and the app pages login-required', () => {
    const requires = new Map<string, string>(ROUTES.map((route) => [route.id, route.requires]));
    for (const id of ['login', 'register', 'forgotPass', 'changePass'])
      expect(requires.get(id)).toBe('guest');
    for (const id of ['customerHome', 'documents', 'profileGeneral', 'networkCompanies']) {
      expect(requires.get(id)).toBe('auth');
    }
    for (const id of ['landing', 'privacyPolicy', 'noPermission']) expect(requires.get(id)).toBe('none');
  });

  it('hides the top bar on the public pages only', () => {
    const publicIds = ROUTES.filter((route) => route.chrome === 'public').map((route) => route.id);
    expect(publicIds.sort()).toEqual(
      [
        'about',
        'acceptInvitation',
        'changePass',
        'confirmEmailChange',
        'cookiePolicy',
        'forgotPass',
        'landing',
        'login',
        'policies',
        'privacyPolicy',
        'register',
        'userAgreement',
        'verifyEmail',
        'verifyPhoneNumber',
      ].sort(),
    );
  });

  it('builds links with the language and the parameters', () => {
    expect(pathTo('tr', 'landing')).toBe('/tr');
    expect(pathTo('en', 'login')).toBe('/en/app/login');
    expect(pathTo('en', 'accountDetail', { id: 7 })).toBe('/en/app/accounts-detail/7');
    expect(pathTo('tr', 'verifyEmail', { id: 3, hash: 'abc' })).toBe('/tr/app/email/verify/3/abc');
    expect(pathTo('tr', 'applicationForm:status')).toBe('/tr/app/application-form/status');
    expect(pathTo('en', 'acceptInvitation', { token: 'a b/c' })).toBe('/en/app/invitations/a%20b%2Fc');
  });

  it('finds the route of a full path, as the router matches it', () => {
    expect(routeForPath('/tr')?.id).toBe('landing');
    expect(routeForPath('/en/')?.id).toBe('landing');
    expect(routeForPath('/en/app/login')?.id).toBe('login');
    expect(routeForPath('/en/App/Login/')?.id).toBe('login');
    expect(routeForPath('/tr/app/accounts-detail/7')?.id).toBe('accountDetail');
    expect(routeForPath('/tr/app/email/verify/3/abc')?.id).toBe('verifyEmail');
    expect(routeForPath('/tr/app/email/verify/3')).toBeNull();
    expect(routeForPath('/tr/app/accounts-detail/7/more')).toBeNull();
    expect(routeForPath('/tr/no-such-page')).toBeNull();
    expect(routeForPath('/de/app/login')).toBeNull();
  });
});
