import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { type ParamlessRouteId, pathTo } from '../../config/paths.ts';
import { useSessionView } from '../../domains/session/session-view.ts';
import { cn } from '../../lib/cn.ts';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { useLanguage } from '../../lib/use-language.ts';

type ProfileEntry = { id: ParamlessRouteId; customersOnly?: boolean };

const ENTRIES: ProfileEntry[] = [
  { id: 'profileGeneral' },
  { id: 'profileChangePassword' },
  { id: 'profileCompanies' },
  { id: 'profileInvoices' },
  { id: 'profileSubscriptions', customersOnly: true },
  { id: 'profileTeamMember' },
];

/** The profile's sections beside the current one; subscriptions only for customers (spec section 2). */
export default function ProfileLayout() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const session = useSessionView();
  const entries = ENTRIES.filter((entry) => !entry.customersOnly || session.isCustomer);
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t('profileNavigation')} className="min-w-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {entries.map((entry) => (
            <li key={entry.id} className="shrink-0">
              <NavLink
                to={pathTo(language, entry.id)}
                end
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2.5 text-small font-semibold no-underline',
                    isActive ? 'bg-brand-800 text-white' : 'text-brand-900 hover:bg-brand-50',
                  )
                }
              >
                {t(`${entry.id}.title` as TKeyOf<'pages'>)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
