import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import { ZAcceptOfficeContractRequest, ZOfficeContract } from './office-contract.ts';

const ACCESS =
  "The company's customers read; the staff serving its office line (or holding 'show accounts all' with `?all`) read too. Another company: 404.";
const CONTRACT = { tags: ['office'], auth: 'required' } as const;

/** The contract is the office line's: its customers, and the staff who serve that line. */
const CONTRACT_READERS = {
  kind: 'account',
  account: 'params.id',
  staffView: 'asked',
  action: 'read',
  area: STAFF_AREAS.officeCalls,
} as const;

export const getOfficeContractRoute = defineRoute({
  ...CONTRACT,
  access: CONTRACT_READERS,
  method: 'GET',
  path: '/accounts/:id/office-contract',
  summary: `The virtual office lease contract: whether it can be produced yet (the office line approved, an office and a packet chosen), and once it can, its terms as they stood when first asked (produced then, kept unchanged), its acceptance and its two PDFs. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZOfficeContract,
  failures: [401, 403, 404, 422],
});

export const acceptOfficeContractRoute = defineRoute({
  ...CONTRACT,
  access: {
    kind: 'account',
    account: 'params.id',
    // Accepting a lease is the company's own act: staff never accept it for a customer.
    callers: 'customers',
    refusal: 'office.contract.customersOnly',
    staffView: 'none',
    action: 'write',
  },
  method: 'POST',
  path: '/accounts/:id/office-contract',
  summary:
    "A customer of the company accepts the contract (`read_and_accepted: true`): the time, the caller's IP address and the person are recorded once; a second acceptance answers the first. 409 while the office line is not approved or the contract cannot be produced. Customers only (staff 403); another company: 404.",
  params: ZAccountParams,
  body: ZAcceptOfficeContractRequest,
  result: ZOfficeContract,
  failures: [401, 403, 404, 409, 422],
});

export const getOfficeContractPdfRoute = defineRoute({
  ...CONTRACT,
  access: CONTRACT_READERS,
  method: 'GET',
  path: '/accounts/:id/office-contract/pdf',
  summary: `The contract as a PDF, in Turkish; once accepted it states when (Istanbul time) and from which IP address. 409 while it cannot be produced. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 409, 422],
});

export const getOfficeAddressLetterRoute = defineRoute({
  ...CONTRACT,
  access: CONTRACT_READERS,
  method: 'GET',
  path: '/accounts/:id/office-contract/address-letter',
  summary: `The address-use letter (muvafakatname) for the tax office, a PDF in Turkish: the firm consents to the company using the office's address as its legal seat. 409 until the contract is accepted (the consent rests on it). ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 409, 422],
});
