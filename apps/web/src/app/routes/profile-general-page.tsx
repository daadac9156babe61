import { MyDataSections } from '../../features/privacy/components/my-data-sections.tsx';
import GeneralInfoPage from '../../features/profile/pages/general-info-page.tsx';

/**
 * `/profile`: the general information (features/profile), then the person's own data
 * (features/privacy): composed here, as features do not import each other.
 */
export default function ProfileGeneralPage() {
  return (
    <div className="space-y-10">
      <GeneralInfoPage />
      <MyDataSections />
    </div>
  );
}
