import type { TMemberRole } from '@portal/contracts/team/team-roles';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a person invited to a company's team (issue 16), in their language: who invited them, to
 * which company, as what, and the link to join (valid INVITATION_HOURS, once).
 */
export const teamInvitationMail: TMailTemplate<{
  name: string;
  inviterName: string;
  companyName: string;
  role: TMemberRole;
  url: string;
}> = (language, { role, url, ...data }) => {
  const roleName = mailTexts(language, 'teamInvitation').roles[role];
  const {
    button,
    roles: _roles,
    ...texts
  } = mailTexts(language, 'teamInvitation', { ...data, role: roleName });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
