import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A wizard step's unsaved typing (issue 36): kept in the tab's session storage, per company and
 * step, from the first change until the step is saved, so a reload does not lose it. The wizard
 * frame provides the scope (which company, which step) and shows a note when a draft came back;
 * `complete` clears it once the server has saved the step. Session storage, not local storage: an
 * application's answers (identity numbers) do not outlive the tab.
 */

const PREFIX = 'portal.wizardDraft';

/** The storage key of one step's draft: the company, the wizard (its progress key), the step. */
export function wizardDraftKey(accountId: number, progressKey: string, slug: string): string {
  return `${PREFIX}:${accountId}:${progressKey}:${slug}`;
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private window's policy): the wizard works without drafts.
    return null;
  }
}

/** The draft kept under `key`, or null when there is none (or it cannot be read). */
function readWizardDraft(key: string): Record<string, unknown> | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function writeWizardDraft(key: string, values: Record<string, unknown>): void {
  try {
    store()?.setItem(key, JSON.stringify(values));
  } catch {
    // A full storage: the draft is only a convenience.
  }
}

export function clearWizardDraft(key: string): void {
  store()?.removeItem(key);
}

type TDraftScope = { key: string; onRestored: () => void };

const WizardDraftContext = createContext<TDraftScope | null>(null);

/** Given by the wizard frame around a step's form: where its draft is kept, and whom to tell of a restore. */
export function WizardDraftScope({
  draftKey,
  onRestored,
  children,
}: {
  draftKey: string;
  onRestored: () => void;
  children: ReactNode;
}) {
  return (
    <WizardDraftContext.Provider value={{ key: draftKey, onRestored }}>
      {children}
    </WizardDraftContext.Provider>
  );
}

/**
 * Keeps a step form's draft: on mount the kept draft (if any) is put over the saved answers and
 * the frame shows its note; every change after the person's first edit is written again. Fields
 * named in `omit` (a card number) are never kept. Outside a wizard frame it does nothing.
 */
export function useWizardDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  { omit = [] }: { omit?: readonly string[] } = {},
): void {
  const scope = useContext(WizardDraftContext);
  const key = scope?.key ?? null;
  const onRestored = useRef(scope?.onRestored);
  onRestored.current = scope?.onRestored;
  const omitted = useRef(omit);
  omitted.current = omit;
  useEffect(() => {
    if (key === null) return;
    const draft = readWizardDraft(key);
    if (draft) {
      const current = form.getValues() as Record<string, unknown>;
      // Only the fields this form has, so a draft of an older form cannot add strange ones.
      const known = Object.fromEntries(Object.entries(draft).filter(([name]) => name in current));
      if (Object.keys(known).length > 0) {
        form.reset({ ...current, ...known } as T, { keepDefaultValues: true });
        onRestored.current?.();
      }
    }
    // A value the page sets by itself (a packet chosen earlier) is no draft until the person edits.
    let edited = draft !== null;
    const subscription = form.watch((values, { name, type }) => {
      if (type === 'change') edited = true;
      if (!edited || name === undefined) return;
      const kept = Object.fromEntries(
        Object.entries(values as Record<string, unknown>).filter(
          ([field]) => !omitted.current.includes(field),
        ),
      );
      writeWizardDraft(key, kept);
    });
    return () => subscription.unsubscribe();
  }, [key, form]);
}
