import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { MEMBER_SWITCHES } from '@portal/contracts/team/team-roles';
import type { TTeamMember } from '@portal/contracts/team/team-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { pathTo } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { teamQueryOptions } from '../api/get-team.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { mayManageOwners } from './team-gate.tsx';

/**
 * The company's members: name and address, role, what they may do, since when; edit and remove.
 * An owner's row offers nothing to someone who may not touch owners (the server's rule), and
 * nobody removes themselves from here.
 */
export function MembersTable({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const me = useStoredValue('user');
  const members = useQuery({ ...teamQueryOptions(account.id), select: (team) => team.members });
  const remove = useRemoveMember(account.id);
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const ownerPower = mayManageOwners(account);
  const mayChange = (member: TTeamMember) => member.role !== 'owner' || ownerPower;

  const columns: TColumn<TTeamMember>[] = [
    {
      key: 'name',
      header: t('members.columns.name'),
      rowHeader: true,
      cell: (member) => (
        <span className="block">
          <span className="block font-semibold text-ink">{member.name}</span>
          <span className="block break-all text-muted">{member.email}</span>
        </span>
      ),
    },
    { key: 'role', header: t('members.columns.role'), cell: (member) => t(`roles.${member.role}`) },
    {
      key: 'permissions',
      header: t('members.columns.permissions'),
      cell: (member) => {
        const on = MEMBER_SWITCHES.filter((name) => member.permissions[name]);
        return on.length === 0 ? t('members.readOnly') : on.map((name) => t(`switches.${name}`)).join(', ');
      },
    },
    {
      key: 'joined',
      header: t('members.columns.joined'),
      className: 'whitespace-nowrap text-muted',
      cell: (member) => formatIstanbulDate(new Date(member.joined_at), language),
    },
    {
      key: 'actions',
      header: t('members.columns.actions'),
      hiddenHeader: true,
      cell: (member) =>
        mayChange(member) ? (
          <div className="flex flex-wrap justify-end gap-2">
            <LinkButton
              variant="secondary"
              size="sm"
              to={pathTo(language, 'profileEditTeamMember', { id: member.user_id })}
              aria-label={t('members.editName', { name: member.name })}
            >
              {t('members.edit')}
            </LinkButton>
            {member.user_id !== me?.id ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                aria-label={t('members.removeName', { name: member.name })}
                onClick={() => setRemoving(member)}
              >
                {t('members.remove')}
              </Button>
            ) : null}
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable
        heading={t('members.heading')}
        caption={t('members.caption', { company: account.name })}
        query={members}
        columns={columns}
        rowKey={(member) => member.user_id}
        minWidth="lg"
        errorTitle={t('members.loadFailed')}
        summary={(count) => t('members.total', { count })}
        empty={t('members.empty')}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title')}
        description={t('remove.description', { name: removing?.name ?? '', company: account.name })}
        confirmLabel={t('remove.confirm')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const { message } = await remove.mutateAsync(removing.user_id);
          setRemoving(null);
          if (message) notify({ type: 'success', title: message });
        }}
      />
    </>
  );
}
