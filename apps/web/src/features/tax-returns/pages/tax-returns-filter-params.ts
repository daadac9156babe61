import { TAX_RETURN_STATUSES } from '@portal/contracts/tax-returns/tax-returns';
import { z } from 'zod';

/** The page's state in the URL (`?year=2026&status=accrued`); anything unreadable is "all". */
export const taxReturnsFilterSchema = z.object({
  year: z
    .string()
    .regex(/^20\d{2}$/)
    .catch('all'),
  status: z.enum(['all', ...TAX_RETURN_STATUSES]).catch('all'),
});
