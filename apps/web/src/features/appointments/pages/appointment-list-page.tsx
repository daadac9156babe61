import { APPOINTMENT_STATUSES } from '@portal/contracts/contact/demo-booking-schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionView } from '../../../app/session-view.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { APPOINTMENTS_PER_PAGE, type TAppointmentsFilter, useAppointments } from '../api/get-appointments.ts';
import { ASSIGNABLE_ROLES, useAssignableStaff } from '../api/get-assignable-staff.ts';
import { AppointmentCard } from '../components/appointment-card.tsx';
import { readFilter, writeFilter } from './appointments-filter-params.ts';

/**
 * `/app/appointment-list`: the landing page's demo bookings. The route guard lets in only people
 * holding "show appointment requests" (config/paths.ts).
 */
export default function AppointmentListPage() {
  const { t } = useTranslation(['staffHome', 'pages']);
  const { user } = useSessionView();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const appointments = useAppointments(filter);
  const staff = useAssignableStaff();
  const me = user ? { id: user.id, name: user.name } : null;
  // A new filter starts again at the first page.
  const update = (next: Partial<TAppointmentsFilter>) =>
    setParams(writeFilter({ ...filter, page: 1, ...next }));
  const filtered = filter.status !== 'all' || filter.assignee !== 'all';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:appointmentList.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('appointments.lead')}</p>
      </div>

      <Card>
        <section aria-labelledby="appointments-filters">
          <h2 id="appointments-filters" className="sr-only">
            {t('appointments.filters')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
            <Field label={t('appointments.statusFilter')}>
              {(control) => (
                <select
                  className={controlClasses}
                  value={filter.status}
                  onChange={(event) => {
                    const value = event.target.value;
                    update({ status: APPOINTMENT_STATUSES.find((status) => status === value) ?? 'all' });
                  }}
                  {...control}
                >
                  <option value="all">{t('appointments.allStatuses')}</option>
                  {APPOINTMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`appointments.statuses.${status}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('appointments.assigneeFilter')}>
              {(control) => (
                <select
                  className={controlClasses}
                  value={filter.assignee}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    update({ assignee: Number.isInteger(value) && value > 0 ? value : 'all' });
                  }}
                  {...control}
                >
                  <option value="all">{t('appointments.anyone')}</option>
                  {me ? <option value={me.id}>{t('appointments.mine')}</option> : null}
                  {ASSIGNABLE_ROLES.map((role) => {
                    const people = staff.filter((person) => person.role === role && person.id !== me?.id);
                    return people.length > 0 ? (
                      <optgroup key={role} label={t(`appointments.roles.${role}`)}>
                        {people.map((person) => (
                          <option key={person.id} value={person.id}>
                            {person.name}
                          </option>
                        ))}
                      </optgroup>
                    ) : null;
                  })}
                </select>
              )}
            </Field>
          </div>
        </section>
      </Card>

      <section aria-labelledby="appointments-results" className="space-y-4">
        <h2 id="appointments-results" className="sr-only">
          {t('appointments.results')}
        </h2>
        {appointments.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-8" />
          </div>
        ) : appointments.isError && !appointments.data ? (
          <Alert tone="error" title={t('appointments.loadFailed')}>
            <p>{appointments.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => appointments.refetch()}>
              {t('common:retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <p role="status" className="text-small text-muted">
              {t('appointments.total', { count: appointments.data.meta.total })}
            </p>
            {appointments.data.data.length === 0 ? (
              <Card className="text-center">
                <p className="text-body text-muted">
                  {filtered ? t('appointments.emptyFiltered') : t('appointments.empty')}
                </p>
              </Card>
            ) : (
              <ul
                aria-busy={appointments.isPlaceholderData || undefined}
                className={cn('space-y-4', appointments.isPlaceholderData && 'opacity-60')}
              >
                {appointments.data.data.map((appointment) => (
                  <li key={appointment.id}>
                    <AppointmentCard appointment={appointment} staff={staff} me={me} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={filter.page}
              perPage={APPOINTMENTS_PER_PAGE}
              total={appointments.data.meta.total}
              onPageChange={(page) => setParams(writeFilter({ ...filter, page }))}
            />
          </>
        )}
      </section>
    </div>
  );
}
