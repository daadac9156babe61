import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/button.tsx';
import { LockIcon } from '../../components/ui/icons.tsx';
import { pathTo } from '../../config/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { MessagePanel } from './message-panel.tsx';

/** Where a person lands when their permissions do not include the page (spec section 2). */
export default function NoPermissionRoute() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <MessagePanel
      icon={<LockIcon width={32} height={32} />}
      title={t('noPermission.title')}
      text={t('noPermission.text')}
    >
      <LinkButton to={pathTo(language, 'customerHome')}>{t('noPermission.home')}</LinkButton>
    </MessagePanel>
  );
}
