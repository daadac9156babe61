import type { TBankStatement } from '@portal/contracts/bank-statements/bank-statements';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatDay } from './invoicing-format.ts';

/** A statement's period as its first and last movement's days ("01.03.2025 – 31.03.2025"). */
export function statementPeriod(statement: TBankStatement, language: TLanguage): string {
  if (!statement.first_date || !statement.last_date) return statement.file_name;
  const first = formatDay(statement.first_date, language);
  const last = formatDay(statement.last_date, language);
  return first === last ? first : `${first} – ${last}`;
}
