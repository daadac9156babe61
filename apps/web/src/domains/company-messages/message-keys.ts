/**
 * The cache keys of the company's conversation with its advisor (issue 33), shared by the thread
 * page, the top bar's count, the staff's company list and page and the admins' change requests:
 * everything under `['company-messages']`, so a sent or read message reloads the counts with it.
 */
export const messageKeys = {
  all: ['company-messages'] as const,
  /** `GET messages/unread`: the caller's unread messages per company. */
  unread: ['company-messages', 'unread'] as const,
  thread: (accountId: number) => ['company-messages', 'thread', accountId] as const,
  assignments: (accountId: number) => ['company-messages', 'assignments', accountId] as const,
  changeRequests: (status: string) => ['company-messages', 'advisor-changes', status] as const,
  allChangeRequests: ['company-messages', 'advisor-changes'] as const,
};

/** How often the top bar's and the company list's unread counts are asked again. */
export const UNREAD_POLL_MS = 60_000;
