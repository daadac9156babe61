import { zodResolver } from '@hookform/resolvers/zod';
import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { effectivePermissions } from '@portal/contracts/team/team-roles';
import {
  NO_SWITCHES,
  type TInviteMemberRequest,
  ZInviteMemberRequest,
} from '@portal/contracts/team/team-schemas';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TInviteBody, useInviteMember } from '../api/invite-member.ts';
import { MemberAccessFields } from './member-access-fields.tsx';
import { mayManageOwners } from './team-gate.tsx';

const FIELDS = ['name', 'email', 'phone', 'role'] as const;

/**
 * `POST accounts/{id}/members`: name, e-mail, phone (the shared mask), the role and the
 * switches, checked with the contracts' `ZInviteMemberRequest`. The invitee gets the mail; the
 * page goes back to the list, where the invitation waits.
 */
export function InviteMemberForm({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('team');
  const text = useMessageText();
  const language = useLanguage();
  const navigate = useNavigate();
  const invite = useInviteMember(account.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInviteMemberRequest, unknown, TInviteBody>({
    resolver: zodResolver(ZInviteMemberRequest),
    shouldFocusError: false,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      role: 'member',
      permissions: { ...NO_SWITCHES, upload_documents: true },
    },
  });
  const role = useController({ control: form.control, name: 'role' });
  const permissions = useController({ control: form.control, name: 'permissions' });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      // What the role gives is what is asked for (the server stores the same).
      const { message } = await invite.mutateAsync({
        ...body,
        permissions: effectivePermissions(body.role, body.permissions),
      });
      if (message) notify({ type: 'success', title: message });
      await navigate(pathTo(language, 'profileTeamMember'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <Card>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            label={t('form.name')}
            autoComplete="off"
            required
            error={text(errors.name?.message)}
            {...form.register('name')}
          />
          <Input
            label={t('form.email')}
            type="email"
            autoComplete="off"
            required
            hint={t('form.emailHint')}
            error={text(errors.email?.message)}
            {...form.register('email')}
          />
          <PhoneField control={form.control} name="phone" label={t('form.phone')} />
        </div>
        <MemberAccessFields
          role={role.field}
          permissions={permissions.field}
          ownerAllowed={mayManageOwners(account)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <LinkButton variant="secondary" to={pathTo(language, 'profileTeamMember')}>
            {t('form.cancel')}
          </LinkButton>
          <Button type="submit" loading={invite.isPending}>
            {t('form.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
