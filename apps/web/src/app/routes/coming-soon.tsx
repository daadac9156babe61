import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { useCurrentRoute } from '../route-handle.ts';

/** Every page not built yet: its own title and the shared "being prepared" panel. */
export default function ComingSoonRoute() {
  const { t } = useTranslation('pages');
  const route = useCurrentRoute();
  return <ComingSoon title={route ? t(route.titleKey as TKeyOf<'pages'>) : t('comingSoon.title')} />;
}
