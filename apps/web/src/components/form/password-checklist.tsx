import { PASSWORD_RULES } from '@portal/contracts/auth/password';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useMessageText } from '../../lib/form-errors.ts';
import { CheckIcon, CircleIcon } from '../ui/icons.tsx';

/**
 * The password rule of the contracts as a live checklist under the password field, so people
 * see what is asked before they submit. The field points at it with `aria-describedby`; each
 * line says in words whether it is met, not by colour alone.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('form');
  const text = useMessageText();
  return (
    <div id={id} className="rounded-lg bg-surface px-3 py-2.5">
      <p className="text-small font-semibold text-ink">{t('password.rulesTitle')}</p>
      <ul className="mt-1 space-y-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.message}
              className={cn('flex items-center gap-2 text-small', met ? 'text-success' : 'text-muted')}
            >
              {met ? <CheckIcon width={16} height={16} /> : <CircleIcon width={16} height={16} />}
              <span>{text(rule.message)}</span>
              <span className="sr-only">{met ? t('password.ruleMet') : t('password.ruleNotMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
