import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import {
  getBankStatementLinesRoute,
  matchBankStatementLineRoute,
} from '@portal/contracts/bank-statements/bank-statement-routes';
import type {
  TBankStatementLine,
  TBankStatementLines,
} from '@portal/contracts/bank-statements/bank-statements';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { SLOW, setUpBooksPageTests, signInCustomer, WAIT } from '../test-fixtures.ts';
import BankStatementPage from './bank-statement-page.tsx';

const proposedLine: TBankStatementLine = {
  id: 501,
  date: '2026-11-12',
  value_date: null,
  amount: 1_200_000,
  description: 'EFT DENIZ YAZILIM ABC2026000000001',
  counterparty_name: null,
  counterparty_iban: null,
  reference: '1001',
  status: 'proposed',
  proposal: {
    kind: 'invoice',
    id: 31,
    label: 'ABC2026000000001',
    counterparty_name: 'Deniz Yazılım A.Ş.',
    date: '2026-11-10',
    amount: 1_200_000,
    reasons: ['amount', 'number'],
  },
  match: null,
};

const statementLines = (lines: TBankStatementLine[]): TBankStatementLines => ({
  statement: {
    id: 9,
    file_name: 'hareketler.csv',
    format: 'bank_csv',
    bank: 'Garanti BBVA',
    iban: 'TR330006100519786457841326',
    currency: 'TRY',
    opening_balance: null,
    closing_balance: 5_625_000,
    first_date: '2026-11-12',
    last_date: '2026-11-14',
    line_count: lines.length,
    confirmed_count: lines.filter((line) => line.status === 'confirmed').length,
    created_at: '2026-11-16T09:00:00.000Z',
  },
  lines,
});

setUpBooksPageTests();

describe('a bank statement’s page', { timeout: SLOW }, () => {
  it('shows each line’s proposal with why, and confirms it with the invoice it names', async () => {
    signInCustomer();
    const sent: TMockRequest[] = [];
    let confirmed = false;
    const unmatched: TBankStatementLine = {
      ...proposedLine,
      id: 502,
      amount: 25_000,
      description: 'POS SATIS',
      status: 'unmatched',
      proposal: null,
    };
    const confirmedLine: TBankStatementLine = {
      ...proposedLine,
      status: 'confirmed',
      proposal: null,
      match: {
        kind: 'invoice',
        id: 31,
        label: 'ABC2026000000001',
        counterparty_name: 'Deniz Yazılım A.Ş.',
        date: '2026-11-10',
        amount: 0,
      },
    };
    apiServer.use(
      answer(getAccountRoute, accountDetailFixture()),
      answer(getBankStatementLinesRoute, () =>
        statementLines([confirmed ? confirmedLine : proposedLine, unmatched]),
      ),
      answer(
        matchBankStatementLineRoute,
        (request) => {
          sent.push(request);
          confirmed = true;
          return confirmedLine;
        },
        { message: 'Eşleşme onaylandı.' },
      ),
    );
    renderRoute(
      <BankStatementPage />,
      '/:lang/app/accountancy/bank-statements/:statementId',
      '/tr/app/accountancy/bank-statements/9',
    );
    const table = await screen.findByRole('table', { name: 'Ekstre hareketleri' }, WAIT);
    const row = within(table).getByRole('row', { name: /EFT DENIZ YAZILIM/ });
    expect(row.textContent).toContain('Satış faturası ABC2026000000001');
    expect(row.textContent).toContain('Neden: tutar, fatura no');
    expect(within(table).getByRole('row', { name: /POS SATIS/ }).textContent).toContain('Eşleşme yok');
    expect(screen.getByText('0 / 2 hareket onaylandı')).toBeTruthy();

    fireEvent.click(
      within(row).getByRole('button', { name: '12.11.2026 tarihli ₺12.000 hareketinin eşleşmesini onayla' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]?.body).toEqual({ match: { kind: 'invoice', id: 31 } });
    expect(await screen.findByText('1 / 2 hareket onaylandı', undefined, WAIT)).toBeTruthy();
  });
});
