import {
  acceptOfficeContractRoute,
  getOfficeAddressLetterRoute,
  getOfficeContractPdfRoute,
  getOfficeContractRoute,
} from '@portal/contracts/office/office-contract-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadFromRoute } from '../../lib/api/call-route.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/*
 * The office lease contract (issue 35), for the two places a customer of the office line meets it:
 * the office wizard's last step and the contract's own page.
 */

const officeContractKey = (accountId: number) => ['office-contract', accountId] as const;

/** `GET accounts/{id}/office-contract`: its state, terms and acceptance (produced on the first read after approval). */
function officeContractQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: officeContractKey(accountId),
    queryFn: ({ signal }) =>
      callRoute(getOfficeContractRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

export function useOfficeContract(accountId: number) {
  return useQuery(officeContractQueryOptions(accountId));
}

/** `POST accounts/{id}/office-contract`: the customer accepts it; the answer is the accepted contract. */
export function useAcceptOfficeContract(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callRoute(
        acceptOfficeContractRoute,
        { params: { id: accountId }, body: { read_and_accepted: true } },
        { silent: true },
      ),
    onSuccess: (contract) => queryClient.setQueryData(officeContractKey(accountId), contract),
  });
}

type TContractFile = 'contract' | 'addressLetter';

/** The contract's PDF or the address-use letter, fetched with the bearer token and saved; false when it can't be had. */
async function downloadContractFile(input: { accountId: number; number: string; file: TContractFile }) {
  const route = input.file === 'contract' ? getOfficeContractPdfRoute : getOfficeAddressLetterRoute;
  const blob = await downloadFromRoute(route, { params: { id: input.accountId } });
  if (!blob) return false;
  const suffix = input.file === 'contract' ? '' : '-adres-muvafakatnamesi';
  saveBlob(blob, `${input.number}${suffix}.pdf`);
  return true;
}

export function useDownloadContractFile() {
  return useMutation({ mutationFn: downloadContractFile });
}
