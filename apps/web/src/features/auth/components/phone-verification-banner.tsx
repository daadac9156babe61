import { isStaffRole } from '@portal/contracts/auth/roles';
import { PHONE_COUNTRY_CODE } from '@portal/contracts/common/limits';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toMaskedLocalPhone } from '../../../components/form/phone-input.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/** A stored phone as the person wrote it: a Turkish one masked after +90, another with its own code. */
export function shownPhone(phone: string | null | undefined): string {
  const local = toMaskedLocalPhone(phone);
  if (local === '') return '';
  return local.startsWith('+') ? local : `${PHONE_COUNTRY_CODE} ${local}`;
}

/**
 * The registration form promises a code to the mobile number given there (issue 36): once the
 * e-mail is verified (its own banner comes first, one thing at a time), a customer whose number is
 * not verified yet is shown this banner under the top bar. Its button opens the verification page,
 * which sends the code at once (the server's SMS budgets apply) and brings the person back here.
 * Staff (who sign in with a second factor) are not asked.
 */
export function PhoneVerificationBanner() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const location = useLocation();
  const token = useStoredValue('token');
  const role = useStoredValue('role_name');
  const user = useStoredValue('user');
  if (!token || !user || isStaffRole(role) || !user.phone) return null;
  if (user.is_email_verified !== true || user.is_phone_verified !== false) return null;

  const query = new URLSearchParams({ send: '1', redirect: `${location.pathname}${location.search}` });
  return (
    <section
      aria-label={t('phoneBanner.label')}
      className="border-b border-brand-200 bg-brand-50 text-brand-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <PhoneIcon className="shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-48 flex-1 text-small font-medium">
          {t('phoneBanner.text', { phone: shownPhone(user.phone) })}
        </p>
        <LinkButton
          size="sm"
          to={`${pathTo(language, 'verifyPhoneNumber')}?${query}`}
          className="w-full sm:w-auto"
        >
          {t('phoneBanner.send')}
        </LinkButton>
      </div>
    </section>
  );
}
