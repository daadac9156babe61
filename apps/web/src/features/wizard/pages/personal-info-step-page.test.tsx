import { getAccountRoute, saveAccountInformationsRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getCitiesRoute, getDistrictsRoute } from '@portal/contracts/locations/place-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import PersonalInfoStepPage from './personal-info-step-page.tsx';

type TAccount = TRouteResultInput<typeof getAccountRoute>;

/** A company whose application has its packet: the personal-info step is next. */
function account(informations: Record<string, string> = {}): TAccount {
  return {
    id: 7,
    name: 'Acme Ltd',
    status: ACCOUNT_STATUSES.applicationInProgress,
    created_at: '2026-01-05T09:00:00.000Z',
    lines: [],
    informations: Object.entries({ step: 'packets', packet_id: '3', ...informations }).map(
      ([key, value]) => ({
        key,
        value,
      }),
    ),
    products: [],
    users: [],
    status_reason: null,
    status_changed_at: null,
  };
}

const savedBody = (request: TMockRequest | undefined) =>
  (request?.body as { informations: { key: string; value: string }[] } | undefined)?.informations;

/** The company, Türkiye's places, and `saves` collecting each `POST accounts/7/informations`. */
function serve(current: TAccount) {
  const saves: TMockRequest[] = [];
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.applicationInProgress });
  apiServer.use(
    answer(getAccountRoute, current),
    answer(getCitiesRoute, [
      { code: '34', name: 'İstanbul' },
      { code: '35', name: 'İzmir' },
    ]),
    answer(getDistrictsRoute, ({ params }) => (params.code === '35' ? ['Karşıyaka', 'Konak'] : ['Kadıköy'])),
    answer(saveAccountInformationsRoute, (request) => {
      saves.push(request);
      const saved = new Map(current.informations.map(({ key, value }) => [key, value]));
      for (const { key, value } of savedBody(request) ?? []) saved.set(key, value);
      return [...saved].map(([key, value]) => ({ key, value }));
    }),
  );
  return saves;
}

const open = (language: 'tr' | 'en' = 'tr') =>
  renderRoute(
    <PersonalInfoStepPage />,
    '/:lang/app/application-form/:step',
    `/${language}/app/application-form/personal-info`,
  );

function type(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

function choose(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'select' }), { target: { value } });
}

const next = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['wizard', 'form', 'validation']);
});

afterEach(async () => {
  storage.remove('account');
  storage.remove('user');
  storage.remove('token');
  await i18n.changeLanguage('tr');
});

describe('personal-info step', () => {
  it('keeps the Turkish path: the T.C. Kimlik No with the spec’s messages, a province and district', async () => {
    storage.set('token', 'personal-info-tckn-token');
    storage.set('user', { id: 1, name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+905321112233' });
    const saves = serve(account());
    const router = open();
    const citizen = await screen.findByRole('radio', { name: /Türkiye Cumhuriyeti vatandaşıyım/ });
    expect((citizen as HTMLInputElement).checked).toBe(true);
    // A citizen is not asked for a passport nor a nationality; born in Türkiye by default.
    expect(screen.queryByLabelText(/^Pasaport numarası/)).toBeNull();
    expect(screen.queryByLabelText(/^Uyruk/)).toBeNull();
    expect((screen.getByLabelText(/^Doğum ülkesi/, { selector: 'select' }) as HTMLSelectElement).value).toBe(
      'TR',
    );
    // The registration's phone, in the mask.
    expect((screen.getByLabelText(/^Cep telefonu/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '532 111 22 33',
    );

    type(/^TC kimlik numarası/, '1234');
    next('Kaydet ve devam et');
    expect(await screen.findByText('TC kimlik numarası 11 haneden küçük olamaz')).toBeTruthy();
    expect(saves).toHaveLength(0);

    type(/^TC kimlik numarası/, '10000000146');
    type(/^Doğum tarihi/, '1990-05-17');
    await screen.findByRole('option', { name: 'İzmir' });
    choose(/^Doğum yeri \(il\)/, 'İzmir');
    await screen.findByRole('option', { name: 'Karşıyaka' });
    choose(/^Doğum yeri \(ilçe\)/, 'Karşıyaka');
    next('Kaydet ve devam et');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toEqual([
      { key: 'identityType', value: 'tckn' },
      { key: 'identityNo', value: '10000000146' },
      { key: 'passportNo', value: '' },
      { key: 'nationality', value: '' },
      { key: 'birthCountry', value: 'TR' },
      { key: 'birthCity', value: 'İzmir' },
      { key: 'birthDist', value: 'Karşıyaka' },
      { key: 'birthDate', value: '1990-05-17' },
      { key: 'phone', value: '+905321112233' },
      { key: 'step', value: 'personal-info' },
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/app/application-form/business-info'),
    );
    // The first test pays the page's first render (its chunks, ~250 countries twice): a busy
    // machine may need more than the suite's 30 seconds.
  }, 90_000);

  it('asks a foreign resident for the foreign ID (99…) with its own message, and the nationality', async () => {
    storage.set('token', 'personal-info-ykn-token');
    const saves = serve(account({ phone: '+905321112233' }));
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /Türkiye'de oturan yabancıyım/ }));
    type(/^Yabancı kimlik numarası \(YKN\)/, '99123456741');
    type(/^Doğum tarihi/, '1985-03-02');
    next('Kaydet ve devam et');
    expect(
      await screen.findByText('Lütfen geçerli bir yabancı kimlik numarası girin (99 ile başlayan 11 hane).'),
    ).toBeTruthy();
    const nationality = screen.getByLabelText(/^Uyruk/, { selector: 'select' });
    expect(nationality.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toHaveLength(0);

    type(/^Yabancı kimlik numarası \(YKN\)/, '99123456740');
    // Countries by their names in the page's language, saved as ISO codes.
    expect(within(nationality).getByRole('option', { name: 'Suriye' })).toBeTruthy();
    choose(/^Uyruk/, 'SY');
    // Born abroad: a city, and no district.
    choose(/^Doğum ülkesi/, 'SY');
    expect(screen.queryByLabelText(/^Doğum yeri \(ilçe\)/)).toBeNull();
    type(/^Doğum yeri \(şehir\)/, 'Halep');
    next('Kaydet ve devam et');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(Object.fromEntries((savedBody(saves[0]) ?? []).map(({ key, value }) => [key, value]))).toEqual({
      identityType: 'foreign_id',
      identityNo: '99123456740',
      passportNo: '',
      nationality: 'SY',
      birthCountry: 'SY',
      birthCity: 'Halep',
      birthDist: '',
      birthDate: '1985-03-02',
      phone: '+905321112233',
      step: 'personal-info',
    });
  });

  it('takes a German founder’s passport, birth in Berlin and +49 mobile, in English', async () => {
    storage.set('token', 'personal-info-passport-token');
    await initI18n('en');
    await loadNamespaces(['wizard', 'form', 'validation']);
    const saves = serve(account());
    open('en');
    fireEvent.click(await screen.findByRole('radio', { name: /I apply with my passport/ }));
    expect(screen.queryByLabelText(/^Turkish national ID number/)).toBeNull();
    next('Save and continue');
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(
      screen.getByLabelText(/^Passport number/, { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(saves).toHaveLength(0);

    type(/^Passport number/, 'AB-1');
    next('Save and continue');
    expect(
      await screen.findByText('A passport number has letters and digits only, 5 to 20 of them.'),
    ).toBeTruthy();

    type(/^Passport number/, ' c01x00t47 ');
    choose(/^Nationality/, 'DE');
    type(/^Date of birth/, '1988-07-14');
    choose(/^Country of birth/, 'DE');
    type(/^Place of birth \(city\)/, 'Berlin');
    // The phone's country first, then the number as Germans write it (the trunk 0 dropped).
    choose(/^Country code/, 'DE');
    type(/^Mobile phone/, '0151 23456789');
    expect((screen.getByLabelText(/^Mobile phone/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '1512 3456789',
    );
    next('Save and continue');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(Object.fromEntries((savedBody(saves[0]) ?? []).map(({ key, value }) => [key, value]))).toEqual({
      identityType: 'passport',
      identityNo: '',
      passportNo: 'C01X00T47',
      nationality: 'DE',
      birthCountry: 'DE',
      birthCity: 'Berlin',
      birthDist: '',
      birthDate: '1988-07-14',
      phone: '+4915123456789',
      step: 'personal-info',
    });
  });

  it('shows a saved foreign founder as saved, the phone with its country', async () => {
    storage.set('token', 'personal-info-saved-token');
    serve(
      account({
        identityType: 'passport',
        passportNo: 'C01X00T47',
        nationality: 'DE',
        birthCountry: 'DE',
        birthCity: 'Berlin',
        birthDate: '1988-07-14',
        phone: '+4915123456789',
      }),
    );
    open();
    const passport = await screen.findByRole('radio', { name: /Pasaportumla başvuruyorum/ });
    expect((passport as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByLabelText(/^Pasaport numarası/, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('C01X00T47');
    expect((screen.getByLabelText(/^Uyruk/, { selector: 'select' }) as HTMLSelectElement).value).toBe('DE');
    expect(
      (screen.getByLabelText(/^Doğum yeri \(şehir\)/, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('Berlin');
    expect((screen.getByLabelText(/^Ülke kodu/, { selector: 'select' }) as HTMLSelectElement).value).toBe(
      'DE',
    );
    expect((screen.getByLabelText(/^Cep telefonu/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '1512 3456789',
    );
  });
});
