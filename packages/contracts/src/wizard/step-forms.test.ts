import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGE } from '../common/money.ts';
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
    identityType: 'tckn',
    identityNo: '10000000146',
    passportNo: '',
    nationality: '',
    birthCountry: 'TR',
    birthCity: 'İstanbul',
    birthDist: 'Kadıköy',
    birthDate: '1990-05-17',
    phone: '532 123 45 67',
  };
  /** A German founder with a passport, born in Berlin, with a German mobile. */
  const passport = {
    ...valid,
    identityType: 'passport',
    identityNo: '',
    passportNo: 'C01X00T47',
    nationality: 'DE',
    birthCountry: 'DE',
    birthCity: 'Berlin',
    birthDist: '',
    phone: '+49 151 23456789',
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

  it('needs a past birth date of someone 18 or older and a mobile number', () => {
    expect(messages(form.safeParse({ ...valid, birthDate: '2030-01-01' })).birthDate).toBe(
      VALIDATION_MESSAGES.invalidValue,
    );
    expect(messages(form.safeParse({ ...valid, birthDate: '2010-01-01' })).birthDate).toBe(
      WIZARD_MESSAGES.mustBeAdult,
    );
    expect(messages(form.safeParse({ ...valid, phone: '212 123 45 67' })).phone).toBe(
      VALIDATION_MESSAGES.invalidPhone,
    );
    expect(messages(form.safeParse({ ...valid, phone: '+49 30 1234567' })).phone).toBe(
      VALIDATION_MESSAGES.invalidPhone,
    );
  });

  it('asks a foreign resident for the foreign ID (99…) with its own messages, and the nationality', () => {
    const resident = { ...valid, identityType: 'foreign_id', identityNo: '99123456740', nationality: 'SY' };
    expect(form.safeParse(resident).success).toBe(true);
    expect(messages(form.safeParse({ ...resident, identityNo: '' })).identityNo).toBe(
      VALIDATION_MESSAGES.foreignIdEmpty,
    );
    expect(messages(form.safeParse({ ...resident, identityNo: '9912' })).identityNo).toBe(
      VALIDATION_MESSAGES.foreignIdTooShort,
    );
    // A wrong check digit, and a valid T.C. Kimlik No that is no foreign ID.
    for (const identityNo of ['99123456741', '10000000146']) {
      expect(messages(form.safeParse({ ...resident, identityNo })).identityNo).toBe(
        VALIDATION_MESSAGES.foreignIdInvalid,
      );
    }
    expect(messages(form.safeParse({ ...resident, nationality: '' })).nationality).toBe(
      VALIDATION_MESSAGES.required,
    );
  });

  it('takes a passport with the nationality, born abroad without a district', () => {
    expect(form.safeParse(passport).success).toBe(true);
    expect(messages(form.safeParse({ ...passport, passportNo: '' }))).toEqual({
      passportNo: VALIDATION_MESSAGES.required,
    });
    for (const passportNo of ['C01', 'C01X00T47-1', 'x'.repeat(21)]) {
      expect(messages(form.safeParse({ ...passport, passportNo })).passportNo).toBe(
        VALIDATION_MESSAGES.passportNoInvalid,
      );
    }
    expect(messages(form.safeParse({ ...passport, nationality: '' })).nationality).toBe(
      VALIDATION_MESSAGES.required,
    );
    expect(messages(form.safeParse({ ...passport, nationality: 'XX' })).nationality).toBe(
      VALIDATION_MESSAGES.countryInvalid,
    );
    expect(messages(form.safeParse({ ...passport, birthCity: '' })).birthCity).toBe(
      VALIDATION_MESSAGES.required,
    );
  });

  it('needs the identity type, a country of birth, and in Türkiye the district', () => {
    expect(messages(form.safeParse({ ...valid, identityType: '' })).identityType).toBe(
      WIZARD_MESSAGES.identityTypeRequired,
    );
    expect(messages(form.safeParse({ ...valid, birthCountry: '' })).birthCountry).toBe(
      VALIDATION_MESSAGES.required,
    );
    expect(messages(form.safeParse({ ...valid, birthDist: '' })).birthDist).toBe(
      VALIDATION_MESSAGES.required,
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

  it('reads the rent the Turkish way ("25.000") and refuses what is no amount with the money message', () => {
    const own = { ...address, address_option: 'own', rental_period: 'monthly', currency: 'TRY' };
    for (const rent of ['25.000', '25000', '25.000,50', '25000,5', '1,234.56']) {
      expect(
        ZBusinessInfoForm.safeParse({ ...own, rental_amount_brut: rent, rental_amount_net: rent }).success,
      ).toBe(true);
    }
    expect(
      messages(
        ZBusinessInfoForm.safeParse({ ...own, rental_amount_brut: '25.0000', rental_amount_net: 'abc' }),
      ),
    ).toEqual({ rental_amount_brut: MONEY_MESSAGE, rental_amount_net: MONEY_MESSAGE });
  });

  it('asks where first: a virtual office needs no own address, an own address needs all of it (issue 36)', () => {
    const empty = {
      ...address,
      city: '',
      district: '',
      neighbourhood: '',
      street: '',
      buildingNo: '',
      doorNo: '',
    };
    expect(
      ZBusinessInfoForm.safeParse({ ...empty, address_option: 'virtual_office', virtual_office_id: '2' })
        .success,
    ).toBe(true);
    expect(
      Object.keys(
        messages(
          ZBusinessInfoForm.safeParse({
            ...empty,
            address_option: 'own',
            rental_amount_brut: '25.000',
            rental_amount_net: '25.000',
            rental_period: 'monthly',
            currency: 'TRY',
          }),
        ),
      ).sort(),
    ).toEqual(['buildingNo', 'city', 'district', 'doorNo', 'neighbourhood', 'street']);
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
