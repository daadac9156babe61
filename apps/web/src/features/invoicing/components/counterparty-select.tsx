import type { TCounterpartyKind } from '@portal/contracts/counterparties/counterparties';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { useCounterparties } from '../api/counterparties.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { CounterpartyFormDialog } from './counterparty-form-dialog.tsx';

/** How many counterparties the picker lists at once; the search narrows them. */
const PICKER_SIZE = 100;

type CounterpartySelectProps = {
  target: TBooksTarget;
  label: string;
  /** The chosen counterparty's id as text ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** The chosen one's name, when it may be past the first names listed (a saved draft). */
  currentName?: string;
  /** Which side is listed: customers (with "both") for an invoice or a collection, suppliers for a payment. */
  side: 'customer' | 'supplier';
  error?: string;
  disabled?: boolean;
};

/**
 * Picks a customer or supplier: a search on name or tax number narrows a select of the company's
 * counterparties of that side (by name), and "New…" adds one in place and chooses it.
 */
export function CounterpartySelect({
  target,
  label,
  value,
  onChange,
  currentName,
  side,
  error,
  disabled = false,
}: CounterpartySelectProps) {
  const { t } = useTranslation('invoicing');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const list = useCounterparties(target, {
    q: query.trim(),
    kind: 'all',
    sort: 'name',
    page: 1,
    perPage: PICKER_SIZE,
  });
  const fits = (kind: TCounterpartyKind) => kind === 'both' || kind === side;
  const options = (list.data?.data ?? []).filter((counterparty) => fits(counterparty.kind));
  const listed = options.some((counterparty) => String(counterparty.id) === value);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Input
        type="search"
        label={t('picker.search')}
        value={query}
        maxLength={200}
        disabled={disabled}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="flex items-end gap-2">
        <Field label={label} required error={error} className="min-w-0 flex-1">
          {(control) => (
            <select
              className={controlClasses}
              value={value}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
              {...control}
            >
              <option value="">{list.isPending ? t('common.loading') : t('picker.choose')}</option>
              {value !== '' && !listed && currentName ? <option value={value}>{currentName}</option> : null}
              {options.map((counterparty) => (
                <option key={counterparty.id} value={String(counterparty.id)}>
                  {counterparty.tax_number
                    ? `${counterparty.name} (${counterparty.tax_number})`
                    : counterparty.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {disabled ? null : (
          <Button variant="secondary" onClick={() => setAdding(true)} aria-label={t('picker.addName')}>
            {t('picker.add')}
          </Button>
        )}
      </div>
      {adding ? (
        <CounterpartyFormDialog
          target={target}
          counterparty={null}
          initialKind={side}
          onClose={() => setAdding(false)}
          onSaved={(counterparty) => {
            setAdding(false);
            onChange(String(counterparty.id));
          }}
        />
      ) : null}
    </div>
  );
}
