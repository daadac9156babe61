import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdvisorAssignments } from '../api/get-advisor-assignments.ts';

/** The company's advisors over time, newest first: who, from when until when, named by whom. */
export function AdvisorHistory({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const headingId = useId();
  const assignments = useAdvisorAssignments(accountId);
  const day = (moment: string) => formatIstanbulDate(new Date(moment), language);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('advisorHistory.title')}
        </h2>
        <div className="mt-3">
          <QueryState query={assignments} errorTitle={t('advisorHistory.loadFailed')} size="section">
            {(list) =>
              list.length === 0 ? (
                <p className="text-small text-muted">{t('advisorHistory.empty')}</p>
              ) : (
                <ol className="divide-y divide-line">
                  {list.map((assignment) => (
                    <li
                      key={`${assignment.assigned_at}-${assignment.advisor_id ?? 'none'}`}
                      className="py-2.5"
                    >
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                        {assignment.advisor_id === null
                          ? t('advisorHistory.nobody')
                          : (assignment.advisor_name ?? t('advisorHistory.deletedUser'))}
                        {assignment.until === null ? (
                          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                            {t('advisorHistory.current')}
                          </span>
                        ) : null}
                      </p>
                      <p className="text-small text-muted">
                        {assignment.until === null
                          ? t('advisorHistory.since', { from: day(assignment.assigned_at) })
                          : t('advisorHistory.period', {
                              from: day(assignment.assigned_at),
                              until: day(assignment.until),
                            })}
                      </p>
                      {assignment.assigned_by_name ? (
                        <p className="text-xs text-muted">
                          {t('advisorHistory.assignedBy', { name: assignment.assigned_by_name })}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryState>
        </div>
      </section>
    </Card>
  );
}
