import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client.ts';

/**
 * Server state for the part of the page that needs it. Not mounted at the root: the landing page
 * paints without TanStack Query, and the chunks that fetch (the app layout, the sign-in pages,
 * the landing's packets and forms) wrap themselves. Every provider shares the one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
