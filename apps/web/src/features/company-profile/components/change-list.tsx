import type { TCompanyFieldChange } from '@portal/contracts/company-profile/company-profile';
import { useTranslation } from 'react-i18next';

/** The fields a change request asks for, each with its value before and the value asked for. */
export function ChangeList({ changes }: { changes: readonly TCompanyFieldChange[] }) {
  const { t } = useTranslation('companyProfile');
  const shown = (value: string | null) => (value ? value : t('edit.unset'));
  return (
    <dl
      aria-label={t('edit.changesLabel')}
      className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]"
    >
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-semibold">{t(`edit.fields.${change.field}`)}</dt>
          <dd className="break-words">
            {t('edit.change', { before: shown(change.before), after: shown(change.after) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
