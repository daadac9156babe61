import { APPOINTMENT_STATUSES } from '@portal/contracts/contact/demo-booking-schemas';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { APPOINTMENTS_PER_PAGE, useAppointments } from '../api/get-appointments.ts';
import { ASSIGNABLE_ROLES, useAssignableStaff } from '../api/get-assignable-staff.ts';
import { AppointmentCard } from '../components/appointment-card.tsx';
import { appointmentsFilter, appointmentsFilterSchema } from './appointments-filter-params.ts';

/**
 * `/app/appointment-list`: the landing page's demo bookings. The route guard lets in only people
 * holding "show appointment requests" (config/paths.ts).
 */
export default function AppointmentListPage() {
  const { t } = useTranslation(['staffHome', 'pages']);
  const { user } = useSessionView();
  const { filters, setFilters, setPage } = useUrlFilters(appointmentsFilterSchema);
  const filter = appointmentsFilter(filters);
  const appointments = useAppointments(filter);
  const staff = useAssignableStaff();
  const me = user ? { id: user.id, name: user.name } : null;
  const filtered = filter.status !== 'all' || filter.assignee !== 'all';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:appointmentList.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('appointments.lead')}</p>
      </div>

      <FilterBar title={t('appointments.filters')}>
        <SelectFilter
          label={t('appointments.statusFilter')}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          allLabel={t('appointments.allStatuses')}
          options={APPOINTMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`appointments.statuses.${status}`),
          }))}
        />
        <SelectFilter
          label={t('appointments.assigneeFilter')}
          value={filters.assignee_id}
          onChange={(assignee) => setFilters({ assignee_id: assignee })}
          allLabel={t('appointments.anyone')}
        >
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
        </SelectFilter>
      </FilterBar>

      <ListResults
        heading={t('appointments.results')}
        query={appointments}
        errorTitle={t('appointments.loadFailed')}
        summary={(count) => t('appointments.total', { count })}
        empty={filtered ? t('appointments.emptyFiltered') : t('appointments.empty')}
        paging={{ page: filter.page, perPage: APPOINTMENTS_PER_PAGE, onPageChange: setPage }}
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} staff={staff} me={me} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
