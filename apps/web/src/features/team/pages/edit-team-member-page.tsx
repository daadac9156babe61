import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { teamQueryOptions } from '../api/get-team.ts';
import { EditMemberForm } from '../components/edit-member-form.tsx';
import { TeamGate } from '../components/team-gate.tsx';

/** `/profile/edit-team-member/{id}`: a member's role and switches on the selected company, and removing them. */
export default function EditTeamMemberPage() {
  const { t } = useTranslation(['team', 'pages']);
  const language = useLanguage();
  const userId = Number(useParams().id);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileEditTeamMember.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('edit.lead')}</p>
      </div>
      <TeamGate>{(account) => <MemberOf account={account} userId={userId} />}</TeamGate>
      <LinkButton variant="ghost" to={pathTo(language, 'profileTeamMember')}>
        {t('edit.back')}
      </LinkButton>
    </div>
  );
}

function MemberOf({ account, userId }: { account: TAccountDetail; userId: number }) {
  const { t } = useTranslation('team');
  const team = useQuery(teamQueryOptions(account.id));
  return (
    <QueryState query={team} errorTitle={t('members.loadFailed')}>
      {(data) => {
        const member = data.members.find((candidate) => candidate.user_id === userId);
        return member ? (
          <EditMemberForm key={member.user_id} account={account} member={member} />
        ) : (
          <Alert tone="warning">{t('edit.notFound')}</Alert>
        );
      }}
    </QueryState>
  );
}
