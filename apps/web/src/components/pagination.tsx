import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

type PaginationProps = {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Previous / next with "page 2 of 5"; hidden when everything fits on one page. Shared by the staff lists. */
export function Pagination({ page, perPage, total, onPageChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p className="text-small text-muted">{t('pagination.pageOf', { page, pages })}</p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
