import { Button } from '../ui/button.tsx';
import type { TColumn } from './data-table.tsx';

export type TRowAction = {
  /** The button's text ("Edit"). */
  label: string;
  /** The button's whole name for screen readers, naming the row ("Edit: Ayşe Yılmaz"). */
  name: string;
  onClick: () => void;
  /** A destructive action (deactivate, delete): quieter, in the danger colour. */
  danger?: boolean;
};

/**
 * A table's last column: the row's buttons, at its end. Its header is for screen readers only;
 * a row without actions (a built-in role) leaves the cell empty.
 */
export function actionsColumn<Row>(header: string, actions: (row: Row) => TRowAction[]): TColumn<Row> {
  return {
    key: 'actions',
    header,
    hiddenHeader: true,
    cell: (row) => {
      const buttons = actions(row);
      if (buttons.length === 0) return null;
      return (
        <div className="flex justify-end gap-2">
          {buttons.map((action) => (
            <Button
              key={action.label}
              variant={action.danger ? 'ghost' : 'secondary'}
              size="sm"
              className={action.danger ? 'text-danger' : undefined}
              aria-label={action.name}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </div>
      );
    },
  };
}
