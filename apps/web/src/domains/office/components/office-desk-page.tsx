import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useSelectedAccountPermissions } from '../../accounts/accounts.ts';
import { useSessionView } from '../../session/session-view.ts';

type TTexts = {
  title: string;
  lead: (company: string) => string;
  noCompany: string;
  /** For a member without the company's "see calls and mail" switch (issue 16). */
  notAllowed: string;
  staffTitle: string;
  staffLead: string;
};

/**
 * The office line's two pages (calls, mail and parcels) share one shape: staff get their desk
 * (record what arrives, work through what is asked); a customer gets the selected company's own
 * list, or a word to choose a company first.
 */
export function OfficeDeskPage({
  texts,
  staffDesk,
  customerView,
}: {
  texts: TTexts;
  staffDesk: ReactNode;
  customerView: (accountId: number) => ReactNode;
}) {
  const { isStaff } = useSessionView();
  const company = useStoredValue('account');
  // The server refuses a member without the switch (403); the page says so instead of failing.
  const { see_office: maySee } = useSelectedAccountPermissions();
  const heading = isStaff
    ? { title: texts.staffTitle, lead: texts.staffLead }
    : { title: texts.title, lead: company ? texts.lead(company.name) : null };
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{heading.title}</h1>
        {heading.lead ? <p className="mt-1 text-body text-muted">{heading.lead}</p> : null}
      </div>
      {isStaff ? (
        staffDesk
      ) : !company ? (
        <EmptyState>{texts.noCompany}</EmptyState>
      ) : maySee ? (
        customerView(company.id)
      ) : (
        <EmptyState>{texts.notAllowed}</EmptyState>
      )}
    </div>
  );
}
