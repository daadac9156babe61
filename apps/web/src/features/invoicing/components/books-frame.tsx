import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { BooksTabs, type TBooksSection, useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { CompanyPageHeading } from '../../../domains/session/company-page-heading.tsx';
import { useCompanyTarget } from '../../../domains/session/company-target.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';

type BooksFrameProps = {
  title: string;
  section: TBooksSection;
  children: (target: TBooksTarget, isStaff: boolean) => ReactNode;
};

/**
 * A page of the program's sales side: the company's heading (a customer's selected company; for
 * staff, the company of `?account=ID`, asked for with `all=1` when they see every company, as on
 * the accountancy page), the program's tabs, then the page, or why there is no company.
 */
export function BooksFrame({ title, section, children }: BooksFrameProps) {
  const { t } = useTranslation(['invoicing', 'pages']);
  const language = useLanguage();
  const { target, isStaff } = useCompanyTarget();
  return (
    <div className="space-y-6">
      <CompanyPageHeading
        title={title}
        lead={t('lead')}
        staffFallback={(id) => t('companyStaff', { id })}
        backLabel={t('backToCompany')}
      />
      <BooksTabs current={section} />
      {target ? (
        children(target, isStaff)
      ) : isStaff ? (
        <Alert tone="info">
          <p>{t('noCompanyStaff')}</p>
          <LinkButton to={pathTo(language, 'accounts')} variant="secondary" size="sm" className="mt-3">
            {t('pages:accounts.title')}
          </LinkButton>
        </Alert>
      ) : (
        <Alert tone="info">{t('noCompany')}</Alert>
      )}
    </div>
  );
}

/** A link back to one of the program's list pages, keeping staff's `?account=ID`. */
export function BooksBackLink({ to, label }: { to: TBooksSection; label: string }) {
  const language = useLanguage();
  const search = useBooksSearch();
  return (
    <LinkButton to={`${pathTo(language, to)}${search}`} variant="ghost" size="sm">
      {label}
    </LinkButton>
  );
}

/** A page's record that is not there (or not the company's), with the way back to its list. */
export function BooksNotFound({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: TBooksSection;
  backLabel: string;
}) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <div className="mt-3">
        <BooksBackLink to={backTo} label={backLabel} />
      </div>
    </Alert>
  );
}
