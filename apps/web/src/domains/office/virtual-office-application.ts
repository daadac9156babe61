import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { virtualOfficeUnpaid } from '@portal/contracts/wizard/application-rules';
import { OFFICE_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../config/paths.ts';
import { storage } from '../../lib/storage.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { informationMap, storeAccount, storedFromDetail, useSaveInformations } from '../accounts/accounts.ts';

/*
 * A company founded at one of our virtual offices (issue 36): the formation application chose the
 * office (`address_option`, `virtual_office_id`, the office line's own keys), so the office wizard's
 * first step is already done, and its packet is chosen and paid right after the formation's payment.
 */

/** The saved progress of the office wizard's first step: the location is chosen. */
const LOCATION_STEP = OFFICE_WIZARD_STEPS[0].saved;

/** Whether the company's application chose one of our virtual offices as its address. */
function choseVirtualOffice(account: Pick<TAccountDetail, 'informations'>): boolean {
  return informationMap(account.informations).address_option === 'virtual_office';
}

/** The company's office line state, or null while it has none. */
function officeLineStatus(account: Pick<TAccountDetail, 'lines'>): number | null {
  return account.lines.find((line) => line.type === OFFICE_LINE.id)?.status ?? null;
}

/**
 * Where the virtual office the application chose stands: 'none' (an own address), 'unpaid' (its
 * packet still to be paid: the founding waits for it), 'waiting' (paid, under review), 'active'.
 */
export type TVirtualOfficeState = 'none' | 'unpaid' | 'waiting' | 'active';

export function virtualOfficeState(
  account: Pick<TAccountDetail, 'informations' | 'lines'>,
): TVirtualOfficeState {
  if (!choseVirtualOffice(account)) return 'none';
  const status = officeLineStatus(account);
  if (virtualOfficeUnpaid(informationMap(account.informations), status)) return 'unpaid';
  return status === LINE_STATUSES.waitingForApproval ? 'waiting' : 'active';
}

/**
 * Opens the office wizard at its packets step: the location chosen in the application counts as
 * its first step, saved once (Back still leads to the locations, to choose another). When that
 * save fails the wizard opens at the locations, with the office already ticked.
 */
export function useContinueToOfficePackets(account: TAccountDetail | undefined) {
  const navigate = useNavigate();
  const language = useLanguage();
  const save = useSaveInformations(account?.id ?? 0);
  const [busy, setBusy] = useState(false);

  /** Saves the office wizard's first step when nothing of it is saved; true when it is saved. */
  async function prepare(): Promise<boolean> {
    if (!account) return false;
    if (informationMap(account.informations).office_step) return true;
    try {
      await save.mutateAsync([{ key: 'office_step', value: LOCATION_STEP }]);
      // On top of what storage keeps (a payment just stored may be newer than `account`).
      const stored = storage.get('account');
      storeAccount({
        ...(stored?.id === account.id ? stored : storedFromDetail(account)),
        office_step: LOCATION_STEP,
      });
      return true;
    } catch {
      return false;
    }
  }

  /** The office wizard's step to open after `prepare`. */
  const pathAfter = (prepared: boolean) =>
    pathTo(language, prepared ? 'officeApplicationForm:packets' : 'officeApplicationForm:locations');

  async function go() {
    setBusy(true);
    try {
      navigate(pathAfter(await prepare()));
    } finally {
      setBusy(false);
    }
  }

  return { prepare, pathAfter, go, busy };
}
