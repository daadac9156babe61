import { useSyncExternalStore } from 'react';

/**
 * Whether someone asked for the company-name dialog (the top bar's new-company button). The
 * dialog also opens by itself for a customer without a company; see CompanyNameGate.
 */
let requested = false;
const listeners = new Set<() => void>();

function setRequested(value: boolean): void {
  requested = value;
  for (const listener of listeners) listener();
}

export const requestCompanyName = () => setRequested(true);
export const dismissCompanyName = () => setRequested(false);

export function useCompanyNameRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
