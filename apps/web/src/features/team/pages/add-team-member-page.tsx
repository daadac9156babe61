import { useTranslation } from 'react-i18next';
import { InviteMemberForm } from '../components/invite-member-form.tsx';
import { TeamGate } from '../components/team-gate.tsx';

/** `/profile/add-team-member`: invites a person to the selected company's team. */
export default function AddTeamMemberPage() {
  const { t } = useTranslation(['team', 'pages']);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileAddTeamMember.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('invite.lead')}</p>
      </div>
      <TeamGate>{(account) => <InviteMemberForm account={account} />}</TeamGate>
    </div>
  );
}
