import { describe, expect, it } from 'vitest';
import { customerMayEditApplication } from '../accounts/account-status.ts';
import { ACCOUNTANT_LINE } from '../product-lines/accountant.ts';
import { NETWORK_LINE } from '../product-lines/network.ts';
import { OFFICE_LINE } from '../product-lines/office.ts';
import {
  applicationLineOfKey,
  applicationProblems,
  lineApplicationProblems,
  paidWizardProgress,
  stepMoveProblem,
  touchesSubmittedApplication,
  WIZARD_STEPS_BY_KEY,
} from './application-rules.ts';
import { ACCOUNTANT_WIZARD_STEPS, OFFICE_WIZARD_STEPS } from './wizard-steps.ts';

describe('stepMoveProblem', () => {
  it('lets the progress move forward one step at a time, or back to any step', () => {
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, null, 'status')).toBeNull();
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, 'status', 'packets')).toBeNull();
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, 'files', 'status')).toBeNull();
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, null, 'packets')).toBe('accounts.stepAhead');
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, 'status', 'files')).toBe('accounts.stepAhead');
  });

  it('leaves the payment steps to the payment, and knows no other step', () => {
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, 'files', 'payment')).toBe('accounts.stepSetByPayment');
    expect(stepMoveProblem(ACCOUNTANT_WIZARD_STEPS, 'payment', 'wait-for-approve')).toBe(
      'accounts.stepSetByPayment',
    );
    expect(stepMoveProblem(OFFICE_WIZARD_STEPS, 'office-packets', 'office-payment')).toBe(
      'accounts.stepSetByPayment',
    );
    expect(stepMoveProblem(OFFICE_WIZARD_STEPS, 'location', 'packets')).toBe('accounts.stepUnknown');
  });
});

describe('a submitted application', () => {
  it('is closed to its customer, each line by its own state', () => {
    expect(customerMayEditApplication(1)).toBe(true);
    expect(customerMayEditApplication(3)).toBe(false);
    expect(touchesSubmittedApplication({ accountant: 3, office: 1 }, ['city'])).toBe(true);
    // An approved accountant company fills in the office wizard…
    expect(
      touchesSubmittedApplication({ accountant: 4, office: 1 }, ['office_step', 'virtual_office_id']),
    ).toBe(false);
    // …until its office application is paid and submitted.
    expect(touchesSubmittedApplication({ accountant: 4, office: 3 }, ['office_packet_id'])).toBe(true);
    expect(touchesSubmittedApplication({ accountant: 5, office: 4 }, ['city'])).toBe(false);
  });
});

describe("each line's application", () => {
  it("holds the office wizard's keys for the office line, every other key for the accountant line", () => {
    for (const key of ['office_packet_id', 'office_step', 'virtual_office_id']) {
      expect(applicationLineOfKey(key), key).toBe(OFFICE_LINE);
    }
    for (const key of ['city', 'packet_id', 'step', 'additional_services']) {
      expect(applicationLineOfKey(key), key).toBe(ACCOUNTANT_LINE);
    }
  });

  it('treats a line the save does not name the state of as open', () => {
    expect(touchesSubmittedApplication({ accountant: 4 }, ['office_step'])).toBe(false);
    expect(touchesSubmittedApplication({ office: 3 }, ['office_step'])).toBe(true);
  });

  it("keeps each wizard's steps by its progress key", () => {
    expect(WIZARD_STEPS_BY_KEY).toEqual({ step: ACCOUNTANT_WIZARD_STEPS, office_step: OFFICE_WIZARD_STEPS });
  });

  it("marks the wizard's payment step done once its packet is paid, nothing for a line without one", () => {
    expect(paidWizardProgress(ACCOUNTANT_LINE)).toEqual({ key: 'step', value: 'payment' });
    expect(paidWizardProgress(OFFICE_LINE)).toEqual({ key: 'office_step', value: 'office-payment' });
    expect(paidWizardProgress(NETWORK_LINE)).toBeNull();
  });
});

describe('applicationProblems', () => {
  const complete = {
    identityNo: '10000000146',
    birthCity: 'İzmir',
    birthDist: 'Karşıyaka',
    birthDate: '1990-05-17',
    phone: '+905321234567',
    city: 'İstanbul',
    district: 'Kadıköy',
    neighbourhood: 'Moda',
    street: 'Bahariye',
    buildingNo: '1',
    doorNo: '2',
    address_option: 'own',
    packet_id: '7',
  };
  const input = {
    answers: complete,
    documentKinds: ['identity', 'deed_or_lease'],
    paidPacketId: 7,
    today: '2026-11-25',
  };

  it('is empty for a complete application', () => {
    expect(applicationProblems(input)).toEqual({});
  });

  it("reads a foreign founder's answers by the identity type saved (issue 36)", () => {
    const german = {
      ...complete,
      identityType: 'passport',
      identityNo: '',
      passportNo: 'C01X00T47',
      nationality: 'DE',
      birthCountry: 'DE',
      birthCity: 'Berlin',
      birthDist: '',
      phone: '+4915123456789',
    };
    expect(applicationProblems({ ...input, answers: german })).toEqual({});
    expect(applicationProblems({ ...input, answers: { ...german, nationality: '' } })).toEqual({
      nationality: 'validation.required',
    });
    expect(
      applicationProblems({
        ...input,
        answers: { ...german, identityType: 'foreign_id', identityNo: '99123456741' },
      }),
    ).toEqual({ identityNo: 'validation.foreignIdInvalid' });
  });

  it('names each missing piece', () => {
    expect(
      applicationProblems({
        ...input,
        answers: { ...complete, doorNo: ' ', packet_id: '8' },
        documentKinds: ['identity'],
      }),
    ).toEqual({
      doorNo: 'validation.required',
      'documents.deed_or_lease': 'payments.documentMissing',
      packet_id: 'payments.packetNotSaved',
    });
  });

  it('asks a company at one of our virtual offices for the office, not an own address or a lease (issue 36)', () => {
    const atOffice = {
      ...complete,
      city: '',
      district: '',
      neighbourhood: '',
      street: '',
      buildingNo: '',
      doorNo: '',
      address_option: 'virtual_office',
      virtual_office_id: '2',
    };
    expect(applicationProblems({ ...input, answers: atOffice, documentKinds: ['identity'] })).toEqual({});
    expect(
      applicationProblems({ ...input, answers: { ...atOffice, virtual_office_id: '-' }, documentKinds: [] }),
    ).toEqual({
      virtual_office_id: 'validation.virtualOfficeRequired',
      'documents.identity': 'payments.documentMissing',
    });
    // The own address still needs the address and the title deed or lease.
    expect(
      applicationProblems({
        ...input,
        answers: { ...atOffice, address_option: 'own' },
        documentKinds: ['identity'],
      }),
    ).toEqual({
      city: 'validation.required',
      district: 'validation.required',
      neighbourhood: 'validation.required',
      street: 'validation.required',
      buildingNo: 'validation.required',
      doorNo: 'validation.required',
      'documents.deed_or_lease': 'payments.documentMissing',
    });
    expect(applicationProblems({ ...input, answers: { ...complete, address_option: '' } })).toMatchObject({
      address_option: 'validation.required',
    });
  });

  it('counts the founder’s age on the Istanbul day of the payment', () => {
    const answers = { ...complete, birthDate: '2008-11-26' };
    expect(applicationProblems({ ...input, answers, today: '2026-11-25' })).toEqual({
      birthDate: 'validation.mustBeAdult',
    });
    expect(applicationProblems({ ...input, answers, today: '2026-11-26' })).toEqual({});
  });

  it("is each line's own: the founding's for the accountant, the saved packet for the office, none for the network", () => {
    const incomplete = { ...input, answers: { ...complete, doorNo: '' } };
    expect(lineApplicationProblems(ACCOUNTANT_LINE, incomplete)).toEqual(applicationProblems(incomplete));
    expect(lineApplicationProblems(OFFICE_LINE, incomplete)).toEqual({
      office_packet_id: 'payments.packetNotSaved',
    });
    const officeSaved = { ...incomplete, answers: { ...incomplete.answers, office_packet_id: '7' } };
    expect(lineApplicationProblems(OFFICE_LINE, officeSaved)).toEqual({});
    expect(lineApplicationProblems(NETWORK_LINE, incomplete)).toEqual({});
  });
});
