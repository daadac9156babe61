import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { routes } from './router.tsx';

async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
  const { pathname, search, hash } = router.state.location;
  router.dispose();
  return { path: `${pathname}${search}${hash}` };
}

beforeAll(async () => {
  await initI18n('tr');
});

describe('router', () => {
  it('sends / to /tr', async () => {
    expect((await settle('/')).path).toBe('/tr');
  });

  it('sends an unknown language, or none, to the Turkish page', async () => {
    expect((await settle('/de/app/login?next=1')).path).toBe('/tr/app/login?next=1');
    expect((await settle('/app/documents')).path).toBe('/tr/app/documents');
  });

  it('serves deep links in both languages', async () => {
    expect(await settle('/en/privacy-policy')).toMatchObject({ path: '/en/privacy-policy' });
    expect(await settle('/tr/app/profile/company-edit/4')).toMatchObject({
      path: '/tr/app/profile/company-edit/4',
    });
  });
});
