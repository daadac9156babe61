import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { BuildingIcon } from '../../../components/ui/icons.tsx';
import type { TStoredAccount } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useSelectedAccountPermissions } from '../../accounts/accounts.ts';
import { useSessionView } from '../../session/session-view.ts';
import { customerWizardPath } from '../../session/signed-in-home.ts';

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
 * list, or a word to choose a company first. A customer whose company holds no office (the top
 * bar's "Virtual office" opens here) is offered one instead of an empty list (issue 36).
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
  const companies = useStoredValue('accounts');
  // Known to hold no office: no company at all, or a company without an office product.
  const withoutOffice = company ? company.has_office_products === false : companies?.length === 0;
  // The server refuses a member without the switch (403); the page says so instead of failing.
  const { see_office: maySee } = useSelectedAccountPermissions();
  const heading = isStaff
    ? { title: texts.staffTitle, lead: texts.staffLead }
    : // The lead speaks of the company's office line: not said of a company without one.
      { title: texts.title, lead: company && !withoutOffice ? texts.lead(company.name) : null };
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{heading.title}</h1>
        {heading.lead ? <p className="mt-1 text-body text-muted">{heading.lead}</p> : null}
      </div>
      {isStaff ? (
        staffDesk
      ) : company && !maySee ? (
        // A member the company keeps from its calls and mail is not the one to buy its office.
        <EmptyState>{texts.notAllowed}</EmptyState>
      ) : withoutOffice ? (
        <OfficeOffer company={company} />
      ) : !company ? (
        <EmptyState>{texts.noCompany}</EmptyState>
      ) : (
        customerView(company.id)
      )}
    </div>
  );
}

/**
 * What the office gives and the way to it: the office wizard, at its first step, or where the
 * company's office application stopped.
 */
function OfficeOffer({ company }: { company: TStoredAccount | null }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const savedStep = company?.office_step ?? null;
  const wizard =
    customerWizardPath(language, { line: OFFICE_LINE.key, savedStep, hasPurchasedProducts: false }) ??
    undefined;
  return (
    <Card className="flex flex-col items-start gap-4 sm:flex-row">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
        <BuildingIcon />
      </span>
      <div className="min-w-0 space-y-3">
        <h2 className="text-h3 font-bold text-brand-950">
          {company ? t('officeOffer.title', { company: company.name }) : t('officeOffer.titleNoCompany')}
        </h2>
        <p className="text-body text-muted">{t('officeOffer.text')}</p>
        {wizard ? (
          <LinkButton to={wizard}>{savedStep ? t('officeOffer.resume') : t('officeOffer.start')}</LinkButton>
        ) : null}
      </div>
    </Card>
  );
}
