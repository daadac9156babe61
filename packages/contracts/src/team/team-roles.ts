/**
 * A company's team (issue 16): each customer member has a role on that company and switches for
 * what they may do. The server checks the switches on every route they guard; the web hides what
 * a member may not do by the same names.
 */
export const MEMBER_ROLES = ['owner', 'member', 'viewer'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

/** What a member may do on the company, each switched on or off apart. */
export const MEMBER_SWITCHES = ['pay', 'upload_documents', 'see_office', 'manage_team'] as const;
export type TMemberSwitch = (typeof MEMBER_SWITCHES)[number];
export type TMemberPermissions = Record<TMemberSwitch, boolean>;

/**
 * An owner may do everything, always (the switches are not theirs to lose); a viewer only reads
 * (every switch off); a member has the switches they were given.
 */
export function effectivePermissions(role: TMemberRole, switches: TMemberPermissions): TMemberPermissions {
  if (role === 'owner') return { pay: true, upload_documents: true, see_office: true, manage_team: true };
  if (role === 'viewer')
    return { pay: false, upload_documents: false, see_office: switches.see_office, manage_team: false };
  return switches;
}

/** How long an invitation's link is valid. */
export const INVITATION_HOURS = 72;
