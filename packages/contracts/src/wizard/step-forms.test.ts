import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import {
  isAdultOn,
  makePersonalInfoForm,
  WIZARD_MESSAGES,
  ZBusinessInfoForm,
  ZCompanyStatusForm,
  ZPacketsForm,
} from './step-forms.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('company status step', () => {
  it('needs a choice, and for a move the tax office and a valid tax number', () => {
    expect(messages(ZCompanyStatusForm.safeParse({ tax_office: '', tax_number: '' }))).toEqual({
      packet_type: WIZARD_MESSAGES.companyStatusRequired,
    });
    expect(
      ZCompanyStatusForm.safeParse({ packet_type: 'company-founding', tax_office: '', tax_number: '' })
        .success,
    ).toBe(true);
    expect(
      messages(
        ZCompanyStatusForm.safeParse({ packet_type: 'company-transfer', tax_office: '', tax_number: '123' }),
      ),
    ).toEqual({ tax_office: VALIDATION_MESSAGES.required, tax_number: 'validation.taxNumberInvalid' });
    expect(
      ZCompanyStatusForm.safeParse({
        packet_type: 'company-transfer',
        tax_office: 'Kadıköy',
        tax_number: '4840847211',
      }).success,
    ).toBe(true);
  });
});

describe('packets step', () => {
  it('needs a packet; add-ons are optional', () => {
    expect(messages(ZPacketsForm.safeParse({ packet_id: '', additional_services: [] }))).toEqual({
      packet_id: WIZARD_MESSAGES.packetRequired,
    });
    expect(ZPacketsForm.safeParse({ packet_id: '3', additional_services: ['7', '8'] }).success).toBe(true);
  });
});

describe('personal info step', () => {
  const form = makePersonalInfoForm('2026-11-23');
  const valid = {
    identityNo: '10000000146',
    birthCity: 'İstanbul',
    birthDist: 'Kadıköy',
    birthDate: '1990-05-17',
    phone: '532 123 45 67',
  };

  it('accepts a valid founder', () => {
    expect(form.safeParse(valid).success).toBe(true);
  });

  it('gives the three national ID messages of spec section 5', () => {
    expect(messages(form.safeParse({ ...valid, identityNo: '' })).identityNo).toBe(
      VALIDATION_MESSAGES.nationalIdEmpty,
    );
    expect(messages(form.safeParse({ ...valid, identityNo: '1234' })).identityNo).toBe(
      VALIDATION_MESSAGES.nationalIdTooShort,
    );
    expect(messages(form.safeParse({ ...valid, identityNo: '12345678901' })).identityNo).toBe(
      VALIDATION_MESSAGES.nationalIdInvalid,
    );
  });

  it('needs a past birth date of someone 18 or older and a Turkish mobile', () => {
    expect(messages(form.safeParse({ ...valid, birthDate: '2030-01-01' })).birthDate).toBe(
      VALIDATION_MESSAGES.invalidValue,
    );
    expect(messages(form.safeParse({ ...valid, birthDate: '2010-01-01' })).birthDate).toBe(
      WIZARD_MESSAGES.mustBeAdult,
    );
    expect(messages(form.safeParse({ ...valid, phone: '212 123 45 67' })).phone).toBe(
      VALIDATION_MESSAGES.invalidPhone,
    );
  });

  it('counts the 18th birthday itself', () => {
    expect(isAdultOn('2008-11-23', '2026-11-23')).toBe(true);
    expect(isAdultOn('2008-11-24', '2026-11-23')).toBe(false);
  });
});

describe('business info step', () => {
  const address = {
    city: 'İstanbul',
    district: 'Kadıköy',
    neighbourhood: 'Caferağa Mah',
    street: 'Moda Caddesi',
    buildingNo: '12',
    doorNo: '3',
    rental_amount_brut: '',
    rental_amount_net: '',
    rental_period: '',
    currency: '',
    virtual_office_id: '',
  };

  it('needs the rent for an own address', () => {
    expect(
      Object.keys(messages(ZBusinessInfoForm.safeParse({ ...address, address_option: 'own' }))).sort(),
    ).toEqual(['currency', 'rental_amount_brut', 'rental_amount_net', 'rental_period'].sort());
    expect(
      ZBusinessInfoForm.safeParse({
        ...address,
        address_option: 'own',
        rental_amount_brut: '12000,50',
        rental_amount_net: '10000',
        rental_period: 'monthly',
        currency: 'TRY',
      }).success,
    ).toBe(true);
  });

  it('needs an office for a virtual office address', () => {
    expect(messages(ZBusinessInfoForm.safeParse({ ...address, address_option: 'virtual_office' }))).toEqual({
      virtual_office_id: WIZARD_MESSAGES.virtualOfficeRequired,
    });
    expect(
      ZBusinessInfoForm.safeParse({ ...address, address_option: 'virtual_office', virtual_office_id: '2' })
        .success,
    ).toBe(true);
  });
});
