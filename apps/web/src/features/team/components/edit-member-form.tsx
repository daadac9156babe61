import { zodResolver } from '@hookform/resolvers/zod';
import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { effectivePermissions } from '@portal/contracts/team/team-roles';
import {
  type TTeamMember,
  type TUpdateMemberRequest,
  ZUpdateMemberRequest,
} from '@portal/contracts/team/team-schemas';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { pathTo } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { type TUpdateMemberBody, useUpdateMember } from '../api/update-member.ts';
import { MemberAccessFields } from './member-access-fields.tsx';
import { mayManageOwners } from './team-gate.tsx';

/**
 * `PUT accounts/{id}/members/{userId}` (role and switches) and `DELETE …` (after a confirmation).
 * The server's refusals (409: the company's last owner) show above the form or in the dialog.
 */
export function EditMemberForm({ account, member }: { account: TAccountDetail; member: TTeamMember }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const navigate = useNavigate();
  const me = useStoredValue('user');
  const update = useUpdateMember(account.id, member.user_id);
  const remove = useRemoveMember(account.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ownerPower = mayManageOwners(account);
  const form = useForm<TUpdateMemberRequest, unknown, TUpdateMemberBody>({
    resolver: zodResolver(ZUpdateMemberRequest),
    defaultValues: { role: member.role, permissions: member.permissions },
  });
  const role = useController({ control: form.control, name: 'role' });
  const permissions = useController({ control: form.control, name: 'permissions' });
  const listPath = pathTo(language, 'profileTeamMember');

  if (member.role === 'owner' && !ownerPower) {
    return <Alert tone="info">{t('edit.ownerOnly', { name: member.name })}</Alert>;
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { message } = await update.mutateAsync({
        ...body,
        permissions: effectivePermissions(body.role, body.permissions),
      });
      if (message) notify({ type: 'success', title: message });
      await navigate(listPath);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card>
      <div className="mb-6">
        <p className="text-body font-semibold text-ink">{member.name}</p>
        <p className="break-all text-small text-muted">{member.email}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <MemberAccessFields role={role.field} permissions={permissions.field} ownerAllowed={ownerPower} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {member.user_id !== me?.id ? (
            <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
              {t('edit.remove')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap gap-3">
            <LinkButton variant="secondary" to={listPath}>
              {t('form.cancel')}
            </LinkButton>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('remove.title')}
        description={t('remove.description', { name: member.name, company: account.name })}
        confirmLabel={t('remove.confirm')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const { message } = await remove.mutateAsync(member.user_id);
          setConfirming(false);
          if (message) notify({ type: 'success', title: message });
          await navigate(listPath);
        }}
      />
    </Card>
  );
}
