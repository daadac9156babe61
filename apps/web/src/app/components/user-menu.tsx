import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { type ParamlessRouteId, pathTo } from '../../config/paths.ts';
import { logout, logoutEverywhereOnServer } from '../../domains/session/session-rules.ts';
import { useSessionView } from '../../domains/session/session-view.ts';
import { cn } from '../../lib/cn.ts';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { useAvatarUrl } from '../../lib/use-avatar-url.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';

type MenuEntry = { id: ParamlessRouteId; labelKey: TKeyOf<'nav'> };

/** The user menu's entries (spec section 2); subscriptions are for customers only. */
export function useUserMenuEntries(): MenuEntry[] {
  const session = useSessionView();
  const entries: MenuEntry[] = [
    { id: 'profileGeneral', labelKey: 'userMenu.personalInfo' },
    { id: 'profileChangePassword', labelKey: 'userMenu.changePassword' },
    { id: 'profileCompanies', labelKey: 'userMenu.companies' },
    { id: 'profileInvoices', labelKey: 'userMenu.invoices' },
  ];
  if (session.isCustomer) entries.push({ id: 'profileSubscriptions', labelKey: 'userMenu.subscriptions' });
  return entries;
}

/** Signs out (spec section 4): `POST auth/logout`, the language root, storage cleared except the language. */
export function useLogout(everywhere = false): () => void {
  const navigate = useNavigate();
  const language = useLanguage();
  return () => {
    void logout({ language, navigate, ...(everywhere ? { request: logoutEverywhereOnServer } : {}) });
  };
}

/** The signed-in person's picture (fetched with the token) or their initials. */
export function UserAvatar({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const language = useLanguage();
  const user = useStoredValue('user');
  const version = useStoredValue('avatar');
  const src = useAvatarUrl(user?.id, version);
  return <Avatar name={user?.name ?? ''} src={src} locale={language} size={size} />;
}

export function UserMenu() {
  const { t } = useTranslation('nav');
  const language = useLanguage();
  const session = useSessionView();
  const entries = useUserMenuEntries();
  const logout = useLogout();
  const logoutEverywhere = useLogout(true);
  const menu = useDisclosure();

  return (
    <div className="relative">
      <button
        ref={menu.buttonRef}
        type="button"
        className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2.5 text-small font-semibold text-white hover:bg-white/10"
        {...menu.buttonProps}
      >
        {session.user ? <UserAvatar /> : <UserIcon />}
        {/* The picture alone: the bar is no wider on a large screen than at 1280 px, and its room
            goes to the product lines. The name stays the button's name and heads its menu. */}
        <span className="sr-only">{session.user?.name ?? t('userMenu.account')}</span>
        <span className="sr-only">{t('userMenu.open')}</span>
        <ChevronDownIcon className={cn('transition-transform', menu.open && 'rotate-180')} />
      </button>
      <div
        ref={menu.panelRef}
        {...menu.panelProps}
        className="absolute end-0 top-full z-50 mt-2 w-60 rounded-xl border border-line bg-white p-2 text-ink shadow-card"
      >
        {session.user ? (
          <p className="truncate border-b border-line px-3 pt-1 pb-2 text-small font-bold text-brand-950">
            {session.user.name}
          </p>
        ) : null}
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                to={pathTo(language, entry.id)}
                className="block rounded-lg px-3 py-2.5 text-small font-medium text-ink no-underline hover:bg-brand-50"
              >
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              onClick={logout}
              className="block w-full rounded-lg px-3 py-2.5 text-start text-small font-medium text-danger hover:bg-red-50"
            >
              {t('userMenu.logout')}
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={logoutEverywhere}
              className="block w-full rounded-lg px-3 py-2.5 text-start text-small font-medium text-danger hover:bg-red-50"
            >
              {t('userMenu.logoutEverywhere')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
