import { describe, expect, it } from 'vitest';
import { LINE_STATUSES } from '../accounts/product-lines.ts';
import {
  changedCompanyFields,
  companyChangeMode,
  companyEditProblems,
  makeCompanyEditForm,
  ZChangeRequestDecision,
  ZCompanyUpdateRequest,
} from './company-profile.ts';

const BODY = {
  name: 'Kaya Yazılım Ltd',
  tax_office: 'Kadıköy',
  tax_number: '1234567890',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Moda',
  street: 'Bahariye Caddesi',
  buildingNo: '12',
  doorNo: '3',
};
const BLANK_ADDRESS = { city: '', district: '', neighbourhood: '', street: '', buildingNo: '', doorNo: '' };

const issuesOf = (body: object) => {
  const parsed = ZCompanyUpdateRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
};

describe('companyChangeMode', () => {
  it.each([
    [LINE_STATUSES.inProgress, 'direct'],
    [LINE_STATUSES.paymentDue, 'direct'],
    [LINE_STATUSES.rejected, 'direct'],
    [LINE_STATUSES.waitingForApproval, 'request'],
    [LINE_STATUSES.active, 'request'],
    [LINE_STATUSES.suspended, 'request'],
    [LINE_STATUSES.cancelled, 'request'],
  ])('accountant line %i: %s', (status, mode) => {
    expect(companyChangeMode({ status, everApproved: false })).toBe(mode);
  });

  it('sends a change to the advisor for an approved company whose renewal is due', () => {
    expect(companyChangeMode({ status: LINE_STATUSES.paymentDue, everApproved: true })).toBe('request');
  });
});

describe('ZCompanyUpdateRequest', () => {
  it('accepts the whole details, or a company with no tax details and no address yet', () => {
    expect(issuesOf(BODY)).toEqual([]);
    expect(issuesOf({ ...BODY, tax_office: '', tax_number: '', ...BLANK_ADDRESS })).toEqual([]);
  });

  it('checks the tax number and keeps the pair and the address whole', () => {
    expect(issuesOf({ ...BODY, tax_number: '1234567891' })).toEqual(['tax_number']);
    expect(issuesOf({ ...BODY, tax_number: '' })).toEqual(['tax_number']);
    expect(issuesOf({ ...BODY, ...BLANK_ADDRESS, street: 'Bahariye Caddesi' }).sort()).toEqual(
      ['buildingNo', 'city', 'district', 'doorNo', 'neighbourhood'].sort(),
    );
    expect(issuesOf({ ...BODY, doorNo: '1'.repeat(21) })).toEqual(['doorNo']);
    expect(issuesOf({ ...BODY, name: '  ' })).toEqual(['name']);
  });
});

describe('the saved details', () => {
  it('may be corrected but not blanked', () => {
    const body = { ...BODY, tax_office: '', tax_number: '' };
    expect(companyEditProblems(body, { tax_office: 'Kadıköy', tax_number: null })).toEqual({
      tax_office: 'validation.required',
    });
    expect(makeCompanyEditForm({ tax_office: 'Kadıköy' }).safeParse(body).success).toBe(false);
    expect(makeCompanyEditForm({}).safeParse(body).success).toBe(true);
  });

  it('lists the fields that differ from the saved ones, in the form’s order', () => {
    expect(changedCompanyFields({ ...BODY, doorNo: '4', name: 'Yeni Ad' }, { ...BODY, doorNo: '3' })).toEqual(
      ['name', 'doorNo'],
    );
    expect(changedCompanyFields(BODY, { ...BODY, tax_office: null })).toEqual(['tax_office']);
  });
});

describe('ZChangeRequestDecision', () => {
  it('needs a reason to reject, none to approve', () => {
    expect(ZChangeRequestDecision.safeParse({ decision: 'approved' }).success).toBe(true);
    expect(ZChangeRequestDecision.safeParse({ decision: 'rejected', reason: ' ' }).success).toBe(false);
    expect(ZChangeRequestDecision.safeParse({ decision: 'rejected', reason: 'Eşleşmiyor.' }).success).toBe(
      true,
    );
  });
});
