import { LinkButton } from '../../components/ui/button.tsx';
import { pathTo } from '../../config/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';
import { useCompanyName } from '../accounts/accounts.ts';
import { useCompanyTarget } from './company-target.ts';

type CompanyPageHeadingProps = {
  title: string;
  /** Under the title for a customer without a selected company. */
  lead: string;
  /** Under the title for staff while the company's name is not known yet. */
  staffFallback: (accountId: number) => string;
  backLabel: string;
  className?: string;
};

/**
 * The heading of a company's page (pre-accounting, returns, messages): a customer reads their
 * selected company's name; staff, who open it with `?account=ID`, read that company's name and
 * a way back to its page.
 */
export function CompanyPageHeading({
  title,
  lead,
  staffFallback,
  backLabel,
  className,
}: CompanyPageHeadingProps) {
  const language = useLanguage();
  const { target, isStaff } = useCompanyTarget();
  const stored = useStoredValue('account');
  const accountId = target?.accountId ?? null;
  const companyName = useCompanyName(isStaff ? target : null);
  const staffView = isStaff && accountId !== null;

  return (
    <div className={className}>
      <h1 className="text-h2 font-bold text-brand-950">{title}</h1>
      <p className="mt-1 text-body text-muted">
        {staffView ? (companyName ?? staffFallback(accountId)) : (stored?.name ?? lead)}
      </p>
      {staffView ? (
        <LinkButton
          variant="ghost"
          size="sm"
          className="mt-2"
          to={pathTo(language, 'accountDetail', { id: accountId })}
        >
          {backLabel}
        </LinkButton>
      ) : null}
    </div>
  );
}
