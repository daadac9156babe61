import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TTeamInvitation } from '@portal/contracts/team/team-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { teamQueryOptions } from '../api/get-team.ts';
import { useInvitationActions } from '../api/invitation-actions.ts';
import { mayManageOwners } from './team-gate.tsx';

/**
 * The invitations still open: who, as what, until when (or that the link expired), who invited;
 * send again (a new link, valid 72 hours) and withdraw (after a confirmation).
 */
export function InvitationsTable({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const invitations = useQuery({ ...teamQueryOptions(account.id), select: (team) => team.invitations });
  const { resend, revoke } = useInvitationActions(account.id);
  const [withdrawing, setWithdrawing] = useState<TTeamInvitation | null>(null);
  const ownerPower = mayManageOwners(account);

  const columns: TColumn<TTeamInvitation>[] = [
    {
      key: 'name',
      header: t('invitations.columns.name'),
      rowHeader: true,
      cell: (invitation) => (
        <span className="block">
          <span className="block font-semibold text-ink">{invitation.name}</span>
          <span className="block break-all text-muted">{invitation.email}</span>
        </span>
      ),
    },
    {
      key: 'role',
      header: t('invitations.columns.role'),
      cell: (invitation) => t(`roles.${invitation.role}`),
    },
    {
      key: 'state',
      header: t('invitations.columns.state'),
      cell: (invitation) =>
        invitation.state === 'expired' ? (
          <span className="font-semibold text-danger">{t('invitations.expired')}</span>
        ) : (
          t('invitations.validUntil', {
            date: formatIstanbulDateTime(new Date(invitation.expires_at), language),
          })
        ),
    },
    {
      key: 'invitedBy',
      header: t('invitations.columns.invitedBy'),
      cell: (invitation) => invitation.invited_by?.name ?? t('invitations.unknownInviter'),
    },
    {
      key: 'actions',
      header: t('invitations.columns.actions'),
      hiddenHeader: true,
      cell: (invitation) =>
        invitation.role !== 'owner' || ownerPower ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('invitations.resendName', { name: invitation.name })}
              loading={resend.isPending && resend.variables === invitation.id}
              onClick={() => resend.mutate(invitation.id)}
            >
              {t('invitations.resend')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              aria-label={t('invitations.revokeName', { name: invitation.name })}
              onClick={() => setWithdrawing(invitation)}
            >
              {t('invitations.revoke')}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable
        heading={t('invitations.heading')}
        caption={t('invitations.caption', { company: account.name })}
        query={invitations}
        columns={columns}
        rowKey={(invitation) => invitation.id}
        minWidth="lg"
        errorTitle={t('members.loadFailed')}
        summary={(count) => t('invitations.total', { count })}
        empty={t('invitations.empty')}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('revoke.title')}
        description={t('revoke.description', { email: withdrawing?.email ?? '' })}
        confirmLabel={t('revoke.confirm')}
        tone="danger"
        onCancel={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          await revoke.mutateAsync(withdrawing.id);
          setWithdrawing(null);
        }}
      />
    </>
  );
}
