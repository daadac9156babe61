import type { TPermissionItem, TRoleItem } from '@portal/contracts/staff/roles';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUpdateRolePermissions } from '../api/update-role-permissions.ts';
import { usePermissionLabel, useRoleLabel } from './labels.ts';
import { isLockedForRole, isRiskyRemoval } from './risky-removal.ts';

type PermissionMatrixProps = {
  /** The roles as cached: the matrix shows a change at once, before the server answers. */
  roles: readonly TRoleItem[];
  permissions: readonly TPermissionItem[];
};

type TRemoval = { roleId: number; permission: string };

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Roles as columns, permissions as rows. Each box saves its role's whole set at once
 * (`PUT roles/{id}/permissions`); a refusal puts the box back and says why above the table.
 * Risky removals ask first. The table scrolls sideways on a phone inside a labelled region, with
 * the permission names kept in view; the arrow keys move between boxes, Space ticks.
 */
export function PermissionMatrix({ roles, permissions }: PermissionMatrixProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  const permissionLabel = usePermissionLabel();
  const captionId = useId();
  const lockedNoteId = useId();
  const save = useUpdateRolePermissions();
  const [removal, setRemoval] = useState<TRemoval | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const anyLocked = roles.some((role) =>
    permissions.some((permission) => isLockedForRole(role.name, permission.name)),
  );

  const commit = async (roleId: number, change: (current: readonly string[]) => string[]) => {
    const role = roles.find((candidate) => candidate.id === roleId);
    if (!role) return;
    const label = roleLabel(role.name);
    setFailure(null);
    setAnnouncement(t('matrix.saving', { role: label }));
    try {
      await save.mutateAsync({ roleId, permissions: change(role.permissions) });
      setAnnouncement(t('matrix.saved', { role: label }));
    } catch (error) {
      setAnnouncement('');
      setFailure(t('matrix.failed', { role: label, message: errorMessage(error) ?? '' }));
    }
  };

  const toggle = (role: TRoleItem, permission: string, checked: boolean) => {
    if (checked) {
      void commit(role.id, (current) => [...current, permission]);
    } else if (isRiskyRemoval(role.name, permission)) {
      setRemoval({ roleId: role.id, permission });
    } else {
      void commit(role.id, (current) => current.filter((name) => name !== permission));
    }
  };

  const removalRole = removal ? roles.find((role) => role.id === removal.roleId) : undefined;

  return (
    <div className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="relative overflow-x-auto rounded-card border border-line bg-white focus-visible:outline-3 focus-visible:outline-accent-400"
      >
        <table className="w-full border-separate border-spacing-0 text-left text-small" onKeyDown={moveFocus}>
          <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-small text-muted">
            {t('matrix.caption')}
          </caption>
          <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 min-w-44 border-b border-line bg-surface px-4 py-3 font-semibold"
              >
                {t('matrix.permission')}
              </th>
              {roles.map((role) => (
                <th
                  key={role.id}
                  scope="col"
                  className="min-w-28 border-b border-line px-3 py-3 text-center font-semibold"
                >
                  {roleLabel(role.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {permissions.map((permission, row) => (
              <tr key={permission.id} className="hover:bg-surface/60">
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-line bg-white px-4 py-2 font-medium text-ink"
                >
                  {permissionLabel(permission.name)}
                </th>
                {roles.map((role, column) => {
                  const locked = isLockedForRole(role.name, permission.name);
                  return (
                    <td key={role.id} className="border-b border-line px-3 py-1 text-center">
                      <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          className="size-5 accent-brand-800 disabled:cursor-not-allowed"
                          checked={role.permissions.includes(permission.name)}
                          disabled={locked}
                          aria-describedby={locked ? lockedNoteId : undefined}
                          data-row={row}
                          data-column={column}
                          onChange={(event) => toggle(role, permission.name, event.target.checked)}
                        />
                        <span className="sr-only">
                          {t('matrix.cell', {
                            permission: permissionLabel(permission.name),
                            role: roleLabel(role.name),
                          })}
                        </span>
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {anyLocked ? (
        <p id={lockedNoteId} className="text-small text-muted">
          {t('matrix.lockedNote')}
        </p>
      ) : null}

      <ConfirmDialog
        open={removal !== null}
        title={t('matrix.confirmTitle')}
        description={
          removal && removalRole
            ? t('matrix.confirmDescription', {
                permission: permissionLabel(removal.permission),
                role: roleLabel(removalRole.name),
              })
            : ''
        }
        confirmLabel={t('matrix.confirmRemove')}
        tone="danger"
        onCancel={() => setRemoval(null)}
        onConfirm={() => {
          if (!removal) return;
          setRemoval(null);
          void commit(removal.roleId, (current) => current.filter((name) => name !== removal.permission));
        }}
      />
    </div>
  );
}

/** The arrow keys move between the boxes of the grid, skipping locked ones. */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const move = MOVES[event.key];
  const target = event.target;
  if (!move || !(target instanceof HTMLInputElement) || target.dataset.row === undefined) return;
  let row = Number(target.dataset.row);
  let column = Number(target.dataset.column);
  for (;;) {
    row += move[0];
    column += move[1];
    const next = event.currentTarget.querySelector<HTMLInputElement>(
      `input[data-row="${row}"][data-column="${column}"]`,
    );
    if (!next) return;
    if (next.disabled) continue;
    event.preventDefault();
    next.focus();
    return;
  }
}
