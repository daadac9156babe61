import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { InvitationsTable } from '../components/invitations-table.tsx';
import { MembersTable } from '../components/members-table.tsx';
import { TeamGate } from '../components/team-gate.tsx';

/**
 * `/profile/team-member`: the selected company's members and its open invitations, for those
 * who may run its team (the server's 'manage team' rule; others read why not).
 */
export default function TeamMembersPage() {
  const { t } = useTranslation(['team', 'pages']);
  const language = useLanguage();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileTeamMember.title')}</h1>
          <p className="mt-1 text-body text-muted">{t('members.lead')}</p>
        </div>
      </div>
      <TeamGate>
        {(account) => (
          <div className="space-y-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-body font-semibold text-ink">
                {t('members.company', { company: account.name })}
              </p>
              <LinkButton to={pathTo(language, 'profileAddTeamMember')}>{t('members.invite')}</LinkButton>
            </div>
            <MembersTable account={account} />
            <InvitationsTable account={account} />
          </div>
        )}
      </TeamGate>
    </div>
  );
}
