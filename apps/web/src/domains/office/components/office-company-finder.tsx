import type { TOfficeCompany } from '@portal/contracts/office/office-routes';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOfficeCompanies } from '../office-companies.ts';

/** How long the finder waits after a keystroke before it asks the server. */
const SEARCH_PAUSE_MS = 250;

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

type OfficeCompanyFinderProps = {
  value: TOfficeCompany | null;
  onChange: (company: TOfficeCompany | null) => void;
  error?: string | undefined;
  /** The text input, for the form to focus (a missing company, "change the company"). */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The staff forms' company (a call, an item of mail): a combobox (ARIA 1.2) that finds the office-line companies the
 * secretary serves by name, number, tax number or phone. Arrows move through the matches, Enter
 * chooses (and does not submit the form), Esc closes the list; the count is announced.
 */
export function OfficeCompanyFinder({ value, onChange, error, inputRef }: OfficeCompanyFinderProps) {
  const { t } = useTranslation('form');
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useSettledText(text);
  const companies = useOfficeCompanies(q, open && value === null);
  // Matches of an older text are never offered: Enter must not choose from a list being replaced.
  const settled = q === text.trim() && !companies.isPlaceholderData;
  const matches = settled ? (companies.data ?? []) : [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (company: TOfficeCompany) => {
    onChange(company);
    setOpen(false);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      // Enter chooses the highlighted company (once the matches of what was typed are in); it
      // never submits the form from here.
      event.preventDefault();
      const company = matches[active];
      if (company) choose(company);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-small font-semibold text-ink">{t('officeCompany.company')}</span>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2">
          <p className="flex-1 text-body" aria-live="polite">
            <span className="sr-only">{t('officeCompany.companyChosen', { name: value.name })}</span>
            <span aria-hidden="true" className="font-semibold text-brand-950">
              {value.name}
            </span>
            <span aria-hidden="true" className="ms-2 text-small text-muted">
              {[t('officeCompany.companyDetails', { id: value.id }), value.location]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('officeCompany.changeCompany')}
          </Button>
        </div>
      </div>
    );
  }

  const status = !open
    ? ''
    : companies.isError
      ? t('officeCompany.companyFailed')
      : companies.isPending || !settled
        ? t('officeCompany.companySearching')
        : matches.length === 0
          ? t('officeCompany.companyNone')
          : t('officeCompany.companyResults', { count: matches.length });

  return (
    <div className="relative">
      <Field
        label={t('officeCompany.company')}
        hint={t('officeCompany.companyHint')}
        error={error}
        required
        describedBy={statusId}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
            className={controlClasses}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        )}
      </Field>
      <p id={statusId} role="status" className="sr-only">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('officeCompany.company')}
        hidden={!open || matches.length === 0}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-card"
      >
        {matches.map((company, index) => (
          <div
            key={company.id}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(company);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2 text-small',
              index === active ? 'bg-brand-100 text-brand-950' : 'text-ink',
            )}
          >
            <span className="block font-semibold">{company.name}</span>
            <span className="block text-xs text-muted">
              {[
                t('officeCompany.companyDetails', { id: company.id }),
                company.tax_number ? t('officeCompany.companyTax', { taxNumber: company.tax_number }) : null,
                company.phone,
                company.location,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
