import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { LINE_STATUSES, lineStateName } from '@portal/contracts/accounts/product-lines';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { describe, expect, it } from 'vitest';
import { virtualOfficeState } from './virtual-office-application.ts';

const line = (type: number, status: number) => ({
  type,
  status,
  state: lineStateName(status),
  updated_at: '2026-01-01T00:00:00.000Z',
});

function company(
  addressOption: string,
  officeStatus?: number,
): Pick<TAccountDetail, 'informations' | 'lines'> {
  return {
    informations: [{ key: 'address_option', value: addressOption }],
    lines: [
      line(ACCOUNTANT_LINE.id, LINE_STATUSES.waitingForApproval),
      ...(officeStatus === undefined ? [] : [line(OFFICE_LINE.id, officeStatus)]),
    ],
  };
}

describe('virtualOfficeState', () => {
  it('says nothing of an office for a company at its own address', () => {
    expect(virtualOfficeState(company('own'))).toBe('none');
  });

  it('is unpaid without an office line or while it is in progress, then follows the line', () => {
    expect(virtualOfficeState(company('virtual_office'))).toBe('unpaid');
    expect(virtualOfficeState(company('virtual_office', LINE_STATUSES.inProgress))).toBe('unpaid');
    expect(virtualOfficeState(company('virtual_office', LINE_STATUSES.waitingForApproval))).toBe('waiting');
    expect(virtualOfficeState(company('virtual_office', LINE_STATUSES.active))).toBe('active');
  });
});
