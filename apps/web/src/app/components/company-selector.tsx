import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../config/paths.ts';
import { useSessionView } from '../../domains/session/session-view.ts';
import { cn } from '../../lib/cn.ts';
import { storage } from '../../lib/storage.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';

/**
 * The company selector of the top bar (permission 'show accounts'). Choosing a company stores it
 * and lands a customer on Dashboard, staff on AdvisorDashboard (spec section 6).
 */
export function CompanySelector({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('nav');
  const id = useId();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSessionView();
  const accounts = useStoredValue('accounts') ?? [];
  const selected = useStoredValue('account');

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const account = accounts.find((item) => String(item.id) === event.target.value);
    if (!account) return;
    storage.set('account', account);
    storage.set('company_name', account.name);
    navigate(pathTo(language, session.isStaff ? 'advisorDashboard' : 'customerHome'));
  };

  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={cn('text-small font-semibold', tone === 'dark' ? 'sr-only' : 'text-ink')}
      >
        {t('companySelector.label')}
      </label>
      <select
        id={id}
        value={selected ? String(selected.id) : ''}
        onChange={onChange}
        disabled={accounts.length === 0}
        className={cn(
          'min-h-10 max-w-48 rounded-lg px-3 text-small font-medium',
          tone === 'dark'
            ? 'border border-white/25 bg-brand-800 text-white'
            : 'w-full border border-line bg-white text-ink',
        )}
      >
        <option value="" disabled>
          {accounts.length === 0 ? t('companySelector.empty') : t('companySelector.placeholder')}
        </option>
        {accounts.map((account) => (
          <option key={account.id} value={String(account.id)}>
            {account.name}
          </option>
        ))}
      </select>
    </div>
  );
}
