import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type RemovableListProps<T extends { id: number }> = {
  title: string;
  lead: string;
  /** Said instead of the list while it is empty. */
  empty: string;
  listLabel: string;
  listClassName: string;
  items: readonly T[];
  /** One entry, with its remove button (which opens the confirmation) placed where it fits. */
  renderItem: (item: T, removeButton: ReactNode) => ReactNode;
  /** The remove button's words, and its name for a screen reader (which entry it removes). */
  remove: { text: string; label: (item: T) => string };
  confirm: { title: string; description: (item: T) => string; confirmLabel: string };
  /** Removes the entry; a refusal stays in the confirmation, which shows the server's message. */
  onRemove: (item: T) => Promise<unknown>;
  /** Below the list: the form adding one, or why no more can be added. */
  children: ReactNode;
};

/**
 * A section of the company's standing mail rules that lists what the company keeps (authorised
 * recipients, forwarding addresses), each with a remove that asks first, and the way to add one.
 */
export function RemovableList<T extends { id: number }>({
  title,
  lead,
  empty,
  listLabel,
  listClassName,
  items,
  renderItem,
  remove,
  confirm,
  onRemove,
  children,
}: RemovableListProps<T>) {
  const titleId = useId();
  const [removing, setRemoving] = useState<T | null>(null);
  return (
    <section className="space-y-4" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="text-h3 font-bold text-brand-950">
          {title}
        </h2>
        <p className="mt-1 text-body text-muted">{lead}</p>
      </div>
      {items.length === 0 ? (
        <p className="text-small text-muted">{empty}</p>
      ) : (
        <ul className={listClassName} aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id}>
              {renderItem(
                item,
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  onClick={() => setRemoving(item)}
                  aria-label={remove.label(item)}
                >
                  {remove.text}
                </Button>,
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
      <ConfirmDialog
        open={removing !== null}
        title={confirm.title}
        description={removing ? confirm.description(removing) : ''}
        confirmLabel={confirm.confirmLabel}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await onRemove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
