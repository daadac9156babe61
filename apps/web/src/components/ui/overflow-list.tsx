import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useState } from 'react';
import type { To } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/navigation.tsx';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { ChevronDownIcon } from './icons.tsx';
import { useFittingCount } from './use-fitting-count.ts';

/** An entry of a bar: a link (`to`) or an action (`onSelect`). */
export type TOverflowEntry = {
  key: string;
  label: string;
  /** The page (or product) the person is on: `aria-current="page"`, in the bar or in "More". */
  current?: boolean;
  /** Drawn before the label (decorative: the label stays the entry's name). */
  icon?: ReactNode;
  /**
   * Classes of the label in the bar only, e.g. `sr-only` for a secondary entry shown as its icon
   * alone (then its label is also its tooltip); in "More" the label always shows.
   */
  barLabelClassName?: string;
} & ({ to: To; onSelect?: never } | { onSelect: () => void; to?: never });

type OverflowListProps = {
  entries: readonly TOverflowEntry[];
  /** The "More" button's text ("Daha fazla" / "More"). */
  moreLabel: string;
  /** The classes that size an entry (padding, height, type): the visible entries and their measured copy share them. */
  entryClassName: string;
  /** The colours of an entry in the bar. */
  toneClassName: (current: boolean) => string;
  /** The gap between entries (a Tailwind `gap-*`), on the row and on its measured copy. */
  gapClassName: string;
  /** Which edge of "More" its menu lines up with: 'end' where "More" sits at the bar's far end. */
  menuAlign?: 'start' | 'end';
  className?: string;
};

/**
 * A horizontal row of entries that never overflows its box: the entries that fit show in order,
 * the rest go into a "More" menu at the row's end. What fits is measured (useFittingCount), so a
 * language with longer words, a narrower window or a new entry all move entries in or out.
 */
export function OverflowList({
  entries,
  moreLabel,
  entryClassName,
  toneClassName,
  gapClassName,
  menuAlign = 'start',
  className,
}: OverflowListProps) {
  const signature = entries.map((entry) => entry.label).join('\n');
  const { boxRef, measureRef, fitting } = useFittingCount<HTMLDivElement, HTMLDivElement>(
    entries.length,
    signature,
  );
  const shown = entries.slice(0, fitting);
  const hidden = entries.slice(fitting);

  return (
    <div ref={boxRef} className={cn('relative min-w-0', className)}>
      <ul className={cn('flex items-center', gapClassName)}>
        {shown.map((entry) => (
          <li key={entry.key} className="shrink-0">
            <EntryLink
              entry={entry}
              inBar
              className={cn(entryClassName, 'no-underline', toneClassName(Boolean(entry.current)))}
            />
          </li>
        ))}
        {hidden.length > 0 ? (
          <li className="shrink-0">
            <MoreMenu
              label={moreLabel}
              entries={hidden}
              align={menuAlign}
              buttonClassName={cn(entryClassName, toneClassName(hidden.some((entry) => entry.current)))}
            />
          </li>
        ) : null}
      </ul>
      {/* The row as it would be with every entry, and the "More" button, for measuring only:
          invisible, out of the accessibility tree, clipped to the box so it never widens the page. */}
      <div aria-hidden="true" className="pointer-events-none invisible absolute inset-0 overflow-hidden">
        <div ref={measureRef} className={cn('flex w-max items-center', gapClassName)}>
          {entries.map((entry) => (
            <span key={entry.key} className={cn(entryClassName, 'inline-flex shrink-0 items-center')}>
              <EntryContent entry={entry} inBar />
            </span>
          ))}
          <span className={cn(entryClassName, 'inline-flex shrink-0 items-center gap-1')}>
            {moreLabel}
            <ChevronDownIcon width={16} height={16} />
          </span>
        </div>
      </div>
    </div>
  );
}

/** An entry's icon and label; in the bar, the label as `barLabelClassName` says. */
function EntryContent({ entry, inBar = false }: { entry: TOverflowEntry; inBar?: boolean }) {
  if (entry.icon === undefined && entry.barLabelClassName === undefined) return entry.label;
  return (
    <>
      {entry.icon}
      <span className={inBar ? entry.barLabelClassName : undefined}>{entry.label}</span>
    </>
  );
}

function EntryLink({
  entry,
  className,
  inBar = false,
  role,
  tabIndex,
  onActivate,
}: {
  entry: TOverflowEntry;
  className: string;
  inBar?: boolean;
  role?: 'menuitem';
  tabIndex?: number;
  onActivate?: () => void;
}) {
  const common = {
    className,
    role,
    tabIndex,
    // A label hidden in the bar is still read out; the tooltip shows it to the eye.
    title: inBar && entry.barLabelClassName !== undefined ? entry.label : undefined,
    'aria-current': entry.current ? ('page' as const) : undefined,
  };
  if (entry.to !== undefined) {
    return (
      <Link to={entry.to} {...common} onClick={onActivate}>
        <EntryContent entry={entry} inBar={inBar} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      {...common}
      onClick={() => {
        entry.onSelect?.();
        onActivate?.();
      }}
    >
      <EntryContent entry={entry} inBar={inBar} />
    </button>
  );
}

type FocusTarget = 'first' | 'last' | null;

/**
 * The "More" menu button (WAI-ARIA menu button): `aria-haspopup="menu"` and `aria-expanded`;
 * Enter, Space or ↓ opens it on its first entry, ↑ on its last; in the menu ↑ ↓ Home End move,
 * a letter goes to the next entry starting with it, Esc closes it and gives focus back to the
 * button, Tab closes it and moves on; a click outside or a new page closes it too.
 */
function MoreMenu({
  label,
  entries,
  align = 'start',
  buttonClassName,
}: {
  label: string;
  entries: readonly TOverflowEntry[];
  align?: 'start' | 'end';
  buttonClassName?: string;
}) {
  const menu = useDisclosure();
  const buttonId = useId();
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget>(null);
  const items = () =>
    Array.from(menu.panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Once the menu shows (its panel is `hidden` until then), focus goes to the entry asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` reads the panel as it is now.
  useLayoutEffect(() => {
    if (!menu.open || focusOnOpen === null) return;
    const all = items();
    (focusOnOpen === 'first' ? all[0] : all.at(-1))?.focus();
    setFocusOnOpen(null);
  }, [menu.open, focusOnOpen]);

  const open = (target: Exclude<FocusTarget, null>) => {
    if (!menu.open) menu.buttonProps.onClick();
    setFocusOnOpen(target);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        return;
      case 'Tab':
        menu.close();
        return;
      default:
        if (
          event.key.length === 1 &&
          /\S/u.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          const letter = event.key.toLocaleLowerCase();
          for (let step = 1; step <= all.length; step++) {
            const candidate = all[(index + step + all.length) % all.length];
            if (candidate?.textContent?.trim().toLocaleLowerCase().startsWith(letter)) {
              candidate.focus();
              return;
            }
          }
        }
    }
  };

  return (
    <div className="relative">
      <button
        ref={menu.buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        {...menu.buttonProps}
        onClick={() => {
          // Opened by a click, Enter or Space: on its first entry (a click closes it again).
          if (!menu.open) setFocusOnOpen('first');
          menu.buttonProps.onClick();
        }}
        onKeyDown={onButtonKeyDown}
        className={cn('inline-flex items-center gap-1', buttonClassName)}
      >
        {label}
        <ChevronDownIcon
          width={16}
          height={16}
          aria-hidden="true"
          className={cn('transition-transform', menu.open && 'rotate-180')}
        />
      </button>
      <div
        ref={menu.panelRef}
        {...menu.panelProps}
        role="menu"
        aria-labelledby={buttonId}
        onKeyDown={onMenuKeyDown}
        className={cn(
          'absolute top-full z-50 mt-2 max-h-[70vh] w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-line bg-white p-2 text-ink shadow-card',
          align === 'end' ? 'end-0' : 'start-0',
        )}
      >
        {entries.map((entry) => (
          <EntryLink
            key={entry.key}
            entry={entry}
            role="menuitem"
            tabIndex={-1}
            onActivate={() => {
              menu.close();
              // An action that stays on the page gives focus back to the button; a link opens a page.
              if (entry.to === undefined) menu.buttonRef.current?.focus();
            }}
            className={cn(
              'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-start text-small font-medium no-underline hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              entry.current ? 'bg-brand-50 font-bold text-brand-900' : 'text-ink',
            )}
          />
        ))}
      </div>
    </div>
  );
}
