import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { controlClasses, Field, Input } from '../ui/field.tsx';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's filters in a card, as a region named by a heading that only screen readers see
 * ("Filters"). Selects sit side by side on wider screens; a search takes the rest of the row.
 */
export function FilterBar({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">{children}</div>
      </section>
    </Card>
  );
}

/** The value of every filter's first option, "all" (all statuses, all roles, anyone). */
const ALL_OPTION = 'all';

type SelectFilterProps = {
  label: string;
  /** The chosen option, as it stands in the URL (`'all'`, `'3'`). */
  value: string | number;
  onChange: (value: string) => void;
  /** The text of the first option, which lifts the filter ("All statuses"). */
  allLabel: string;
  /** The other options; `children` instead for anything richer (`<optgroup>`s). */
  options?: readonly { value: string | number; label: string }[];
  children?: ReactNode;
};

/** A select that applies as soon as it changes, starting with its "all" option. */
export function SelectFilter({ label, value, onChange, allLabel, options, children }: SelectFilterProps) {
  return (
    // As wide as its longest option ("Waiting, running and failed" was cut at a fixed width).
    <Field label={label} className="md:w-auto md:min-w-56 md:max-w-full">
      {(control) => (
        <select
          className={controlClasses}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        >
          <option value={ALL_OPTION}>{allLabel}</option>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}

type SearchFilterProps = {
  /** The name of the search landmark ("Search people"). */
  region: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** The search the list shows now (from the URL). */
  value: string;
  /** Called with the trimmed text: after a pause in typing, or at once on Enter or the button. */
  onSearch: (value: string) => void;
  debounceMs?: number;
};

/**
 * A search box that applies itself after a pause in typing, and at once on Enter or the button
 * (keyboard and screen-reader users decide when the results change; the count is announced
 * politely once they do). When the URL changes under it (back button), it shows the URL's text.
 */
export function SearchFilter({
  region,
  label,
  placeholder,
  maxLength,
  value,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchFilterProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The latest callback, so a pending timer never calls an old one.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL moved on its own (back button, a link): show its search instead of the old draft.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    timer.current = setTimeout(() => search.current(next), debounceMs);
    return () => clearTimeout(timer.current);
  }, [draft, value, debounceMs]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const next = draft.trim();
    if (next !== value) onSearch(next);
  };

  return (
    <search aria-label={region} className="md:min-w-72 md:flex-1">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          type="search"
          label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          {t('filters.search')}
        </Button>
      </form>
    </search>
  );
}

type DateFilterProps = {
  label: string;
  /** `YYYY-MM-DD`, or '' for no limit. */
  value: string;
  onChange: (value: string) => void;
};

/** A calendar day that applies once it is a whole date (or cleared); the browser's own date picker. */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  return (
    <Input
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="md:w-48"
    />
  );
}
