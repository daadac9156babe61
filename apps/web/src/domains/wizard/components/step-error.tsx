import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * Why saving a step failed. Saving answers is a silent call (spec section 8), so the step shows
 * the server's message itself, with the first field message when it named one.
 */
export function StepError({ error }: { error: unknown }) {
  const { t } = useTranslation('wizard');
  if (!(error instanceof Error)) return null;
  const detail = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
  return (
    <Alert tone="error" title={t('saveFailed')}>
      {detail && detail !== error.message ? `${error.message} ${detail}` : error.message}
    </Alert>
  );
}
