import type { TOfficeAllowance, TOfficeFeeCode } from '@portal/contracts/office/office-usage';

/**
 * What each office packet includes a month (issue 35), keyed by packet code. Basic is an address:
 * no receptionist answers its calls and forwarding is an add-on, so both start beyond the allowance.
 */
export const SEED_OFFICE_ALLOWANCES: Readonly<Record<string, TOfficeAllowance>> = {
  'office-virtual-basic': { calls: 0, scans: 10, forwardings: 0, room_hours: 0, storage_days: 30 },
  'office-virtual-plus': { calls: 50, scans: 20, forwardings: 2, room_hours: 4, storage_days: 30 },
  'office-virtual-pro': { calls: 200, scans: 50, forwardings: 4, room_hours: 8, storage_days: 60 },
  'office-serviced-desk': { calls: 0, scans: 20, forwardings: 2, room_hours: 2, storage_days: 60 },
  'office-serviced-private': { calls: 100, scans: 30, forwardings: 4, room_hours: 10, storage_days: 60 },
};

/** The price list beyond the allowance, in kuruş before KDV per unit. */
export const SEED_OFFICE_FEES: Readonly<Record<TOfficeFeeCode, number>> = {
  call: 1_500,
  scan_page: 500,
  forward: 7_500,
  storage_day: 1_000,
};
