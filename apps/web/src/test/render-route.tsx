import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders one page at `entry` under a route `pattern` (with `/:lang/…`), with a query client of
 * its own (no answer cached by the test before); answers the router, whose location the test reads.
 */
export function renderRoute(element: ReactElement, pattern: string, entry: string) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
