import { WEEKDAYS } from '@portal/contracts/office/call-instructions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TCallsTarget } from '../api/call-keys.ts';
import { useCallInstructions } from '../api/get-call-instructions.ts';

const termClasses = 'text-small font-semibold text-muted';

/**
 * Beside the record form, once a company is chosen: its call instructions as the secretary needs
 * them on the phone. The greeting to read out, whether the company is open now (the server's
 * clock, Istanbul time; asked again every minute), whom to put through and at which number, what
 * to do outside hours and whom to refuse.
 */
export function CallInstructionsPanel({ target, company }: { target: TCallsTarget; company: string }) {
  const { t } = useTranslation('officeCalls');
  const headingId = useId();
  const instructions = useCallInstructions(target, { poll: true });
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('instructions.desk.title', { company })}
        </h2>
        <QueryState query={instructions} size="section" errorTitle={t('instructions.loadFailed')}>
          {(loaded) => (
            <>
              <p
                className={cn(
                  'inline-block rounded-full px-3 py-1 text-small font-bold',
                  loaded.open_now ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950',
                )}
              >
                {loaded.open_now ? t('instructions.desk.openNow') : t('instructions.desk.closedNow')}
              </p>
              <dl className="space-y-4">
                <div>
                  <dt className={termClasses}>{t('instructions.desk.greeting')}</dt>
                  <dd className="mt-1 text-body font-semibold text-brand-950">
                    <q>{loaded.greeting}</q>
                  </dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('instructions.desk.hours')}</dt>
                  <dd className="mt-1">
                    <ul className="grid grid-cols-[auto_1fr] gap-x-4 text-small tabular-nums">
                      {WEEKDAYS.map((day) => {
                        const hours = loaded.business_hours[day];
                        return (
                          <li key={day} className="contents">
                            <span>{t(`instructions.days.${day}`)}</span>
                            <span>
                              {hours ? `${hours.open}–${hours.close}` : t('instructions.desk.closedDay')}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('instructions.desk.putThrough')}</dt>
                  <dd className="mt-1">
                    {loaded.put_through.length === 0 ? (
                      <p className="text-small">{t('instructions.putThrough.empty')}</p>
                    ) : (
                      <ul className="space-y-2 text-small">
                        {loaded.put_through.map((person) => (
                          <li key={`${person.name}-${person.phone}`}>
                            <span className="font-semibold">{person.name}</span>{' '}
                            <a href={`tel:${person.phone.replace(/[^+\d]/g, '')}`} className="tabular-nums">
                              {person.phone}
                            </a>
                            {person.note ? <span className="block text-muted">{person.note}</span> : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('instructions.desk.outsideHours')}</dt>
                  <dd className="mt-1 text-small">
                    {t(`instructions.outsideActions.${loaded.outside_hours.action}`)}
                    {loaded.outside_hours.note ? (
                      <span className="block text-muted">{loaded.outside_hours.note}</span>
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('instructions.desk.refused')}</dt>
                  <dd className="mt-1 text-small whitespace-pre-line">
                    {loaded.refused_callers || t('instructions.desk.noneRefused')}
                  </dd>
                </div>
              </dl>
            </>
          )}
        </QueryState>
      </section>
    </Card>
  );
}
