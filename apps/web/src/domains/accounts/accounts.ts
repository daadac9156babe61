import {
  createAccountRoute,
  getAccountRoute,
  getAccountsRoute,
  saveAccountInformationsRoute,
} from '@portal/contracts/accounts/account-routes';
import type { TAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import {
  callerPermissions,
  type TAccountDetail,
  type TAccountInformation,
  type TAccountInformationsRequest,
} from '@portal/contracts/accounts/account-schemas';
import type { TAccountInformationKey } from '@portal/contracts/accounts/information-keys';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import type { TMemberPermissions } from '@portal/contracts/team/team-roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { storage, type TStoredAccount } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';
import { accountKeys } from './account-query-keys.ts';

/**
 * The customer's companies (accounts) as the web app reads and writes them. The selected company
 * lives in storage (`account`, `accounts`, `company_name`, spec section 3); every answer about it
 * is written back there, so the top bar, the payment modal and the wizard agree on its status.
 */

export type TInformationMap = Partial<Record<TAccountInformationKey, string>>;

/** The information list as a map, for reading a step's saved answers. */
export function informationMap(informations: readonly TAccountInformation[]): TInformationMap {
  const map: TInformationMap = {};
  for (const { key, value } of informations) map[key as TAccountInformationKey] = value;
  return map;
}

/** What storage keeps of a company: the answer's id, name and status, plus the progress when known. */
function toStored(account: TStoredAccount, known?: TStoredAccount): TStoredAccount {
  const { id, name, status } = account;
  const step = account.step !== undefined ? account.step : known?.step;
  const hasProducts = account.has_products ?? known?.has_products;
  const officeStep = account.office_step !== undefined ? account.office_step : known?.office_step;
  const hasOfficeProducts = account.has_office_products ?? known?.has_office_products;
  return {
    id,
    name,
    status,
    ...(step !== undefined ? { step } : {}),
    ...(hasProducts !== undefined ? { has_products: hasProducts } : {}),
    ...(officeStep !== undefined ? { office_step: officeStep } : {}),
    ...(hasOfficeProducts !== undefined ? { has_office_products: hasOfficeProducts } : {}),
  };
}

/** Keeps the stored list and the selected company in step with the server's answer about one account. */
export function storeAccount(account: TStoredAccount): void {
  const list = storage.get('accounts') ?? [];
  const known = list.find((item) => item.id === account.id);
  const stored = toStored(account, known);
  storage.set(
    'accounts',
    known ? list.map((item) => (item.id === stored.id ? stored : item)) : [stored, ...list],
  );
  const selected = storage.get('account');
  if (selected?.id === stored.id) {
    storage.set('account', stored);
    storage.set('company_name', stored.name);
  }
}

/** Makes a company the selected one. */
export function selectAccount(account: TStoredAccount): void {
  storeAccount(account);
  const stored = storage.get('accounts')?.find((item) => item.id === account.id) ?? toStored(account);
  storage.set('account', stored);
  storage.set('company_name', stored.name);
}

/**
 * The stored form of a company's detail: its saved steps and whether it holds products, the
 * fields the session answers (`step`, `has_products`: any product; the office line's own).
 */
export function storedFromDetail(account: TAccountDetail): TStoredAccount {
  return {
    id: account.id,
    name: account.name,
    status: account.status,
    step: informationMap(account.informations).step ?? null,
    has_products: account.products.length > 0,
    office_step: informationMap(account.informations).office_step ?? null,
    has_office_products: account.products.some((product) => product.type === OFFICE_LINE.id),
  };
}

export async function getAccount(id: number): Promise<TAccountDetail> {
  const account = await callRoute(getAccountRoute, { params: { id } });
  storeAccount(storedFromDetail(account));
  return account;
}

/**
 * The name of the company a staff member's page acts on (`?account=ID`, asked in their view): the
 * page's title names the company, not its number. Null while it is not known. Not stored: the
 * stored company is the customer's own.
 */
export function useCompanyName(
  target: { accountId: number; scope: TAccountScopeQuery } | null,
): string | null {
  const query = useQuery({
    queryKey: [...accountKeys.detail(target?.accountId ?? 0), 'name', target?.scope ?? {}],
    queryFn: async () => {
      if (!target) return null;
      const account = await callRoute(getAccountRoute, {
        params: { id: target.accountId },
        query: target.scope,
      });
      return account.name;
    },
    enabled: target !== null,
    staleTime: 60_000,
  });
  return query.data ?? null;
}

export function accountQueryOptions(id: number) {
  return queryOptions({ queryKey: accountKeys.detail(id), queryFn: () => getAccount(id) });
}

/**
 * What the person may do on the selected company (issue 16: their role's switches), as the
 * company's `GET accounts/{id}` already in the cache says; never fetches on its own. All on while
 * it is not known: the server checks every switch anyway, and answers why it refuses.
 */
export function useSelectedAccountPermissions(): TMemberPermissions {
  const selected = useStoredValue('account');
  const cached = useQuery({ ...accountQueryOptions(selected?.id ?? 0), enabled: false });
  return callerPermissions(cached.data ?? {});
}

/** The selected company with its information, products and users; disabled when none is selected. */
export function useSelectedAccount() {
  const selected = useStoredValue('account');
  const query = useQuery({ ...accountQueryOptions(selected?.id ?? 0), enabled: selected !== null });
  return { selected, ...query };
}

/** `GET accounts` (result.data): the caller's companies, stored as the selector's list. */
async function refreshAccounts(): Promise<TStoredAccount[]> {
  const page = await callRoute(getAccountsRoute, { query: { per_page: 100 } });
  const known = storage.get('accounts') ?? [];
  const accounts = page.data.map((account) =>
    toStored(
      account,
      known.find((item) => item.id === account.id),
    ),
  );
  storage.set('accounts', accounts);
  const selected = storage.get('account');
  const current = accounts.find((item) => item.id === selected?.id) ?? accounts[0];
  if (current) {
    storage.set('account', current);
    storage.set('company_name', current.name);
  } else {
    storage.remove('account');
    storage.remove('company_name');
  }
  return accounts;
}

/** `POST accounts` {name}; the list reloads and the new company becomes the selected one. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async (name: string) => {
      const account = await callRoute(createAccountRoute, { body: { name } });
      await refreshAccounts();
      selectAccount(account);
      return account;
    },
  });
}

/**
 * `POST accounts/{id}/informations` {informations}. Silent (spec section 8: "add info" hands the
 * error back), so the step's form shows the field messages itself.
 */
export function useSaveInformations(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (informations: TAccountInformationsRequest['informations']) =>
      callRoute(
        saveAccountInformationsRoute,
        { params: { id: accountId }, body: { informations } },
        { silent: true },
      ),
    onSuccess: (informations) => {
      queryClient.setQueryData(accountQueryOptions(accountId).queryKey, (current) =>
        current ? { ...current, informations } : current,
      );
    },
  });
}
