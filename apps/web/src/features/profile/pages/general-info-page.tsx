import { useTranslation } from 'react-i18next';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useUser } from '../api/get-user.ts';
import { AvatarUploader } from '../components/avatar-uploader.tsx';
import { GeneralInfoForm } from '../components/general-info-form.tsx';

/** `/profile`: the picture and the general information of the signed-in person. */
export default function GeneralInfoPage() {
  const { t } = useTranslation(['profile', 'pages']);
  const stored = useStoredValue('user');
  // Fetched fresh on opening; the answer updates the stored user, which this page renders from.
  useUser(stored?.id);
  if (!stored) return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileGeneral.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('general.lead')}</p>
      </div>
      <AvatarUploader user={stored} />
      <GeneralInfoForm user={stored} />
    </div>
  );
}
