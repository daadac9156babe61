import { useTranslation } from 'react-i18next';
import { pathTo } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/navigation.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useCompanyTarget } from './company-target.ts';

/** The pre-accounting program's sections, each a page of its own under `/app/accountancy`. */
const BOOKS_SECTIONS = [
  { id: 'accountancy', label: 'booksTabs.entries' },
  { id: 'salesInvoices', label: 'booksTabs.invoices' },
  { id: 'counterparties', label: 'booksTabs.counterparties' },
  { id: 'collections', label: 'booksTabs.collections' },
  { id: 'bankStatements', label: 'booksTabs.bankStatements' },
] as const;
export type TBooksSection = (typeof BOOKS_SECTIONS)[number]['id'];

/**
 * The query a link inside the program keeps: staff reach a company with `?account=ID` (see
 * company-target.ts), so every link between its pages carries it; a customer's links carry nothing.
 */
export function useBooksSearch(): string {
  const { target, isStaff } = useCompanyTarget();
  return isStaff && target ? `?account=${target.accountId}` : '';
}

/**
 * The tab bar at the top of the program (Entries | Invoices | Customers & suppliers |
 * Collections | Bank): real links, the current one marked; it scrolls sideways on a phone instead of
 * widening the page. Its texts are the always-loaded `pages` namespace's, so any section's
 * chunk shows it.
 */
export function BooksTabs({ current }: { current: TBooksSection }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const search = useBooksSearch();
  return (
    <nav aria-label={t('booksTabs.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-line px-1">
        {BOOKS_SECTIONS.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <Link
                to={`${pathTo(language, section.id)}${search}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-small font-semibold whitespace-nowrap no-underline',
                  'focus-visible:outline-3 focus-visible:outline-accent-400',
                  active
                    ? 'border-brand-800 text-brand-900'
                    : 'border-transparent text-muted hover:border-brand-200 hover:text-ink',
                )}
              >
                {t(section.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
