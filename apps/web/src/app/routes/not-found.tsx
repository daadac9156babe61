import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/button.tsx';
import { DocumentIcon } from '../../components/ui/icons.tsx';
import { pathTo } from '../../config/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { MessagePanel } from './message-panel.tsx';

export default function NotFoundRoute() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <MessagePanel
      icon={<DocumentIcon width={32} height={32} />}
      title={t('notFound.title')}
      text={t('notFound.text')}
    >
      <LinkButton to={pathTo(language, 'landing')}>{t('notFound.home')}</LinkButton>
    </MessagePanel>
  );
}
