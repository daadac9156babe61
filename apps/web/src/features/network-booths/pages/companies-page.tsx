import { NETWORK_SECTORS } from '@portal/contracts/network/network-constants';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { pageParam, searchParam, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NetworkIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useCities } from '../../../lib/places.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { BOOTHS_PER_PAGE, useBooths } from '../api/list-booths.ts';
import { BoothCard } from '../components/booth-card.tsx';
import { useSectorOptions } from '../components/sector-options.ts';

/** The directory's search, filters and page in the URL (`?q=yazılım&sector=technology&city=İzmir&page=2`). */
const boothFilterSchema = z.object({
  q: searchParam,
  sector: z.enum(['all', ...NETWORK_SECTORS]).catch('all'),
  city: searchParam,
  page: pageParam,
});

/**
 * `endless-network/companies`: the member companies' booths as cards (one column on a phone),
 * searched by name and filtered by sector and province, paged by the server; premium booths
 * come first (the server's order). With no booth at all it says so (and how to open the first);
 * only a list the person narrowed blames the filters, with a way to clear them.
 */
export default function NetworkCompaniesPage() {
  const { t } = useTranslation(['networkBooths', 'pages']);
  const language = useLanguage();
  const session = useSessionView();
  const { filters, setFilters, setPage } = useUrlFilters(boothFilterSchema);
  // Whether the person narrowed the list: only then may an empty list blame the filters.
  const filtered = filters.q !== '' || filters.sector !== 'all' || filters.city !== '';
  const booths = useBooths(filters);
  const sectors = useSectorOptions();
  const cities = useCities();

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:networkCompanies.title')}</h1>
          <p className="mt-1 text-body text-muted">{t('directory.lead')}</p>
        </div>
        {session.isCustomer ? (
          <LinkButton variant="secondary" to={pathTo(language, 'networkForMyCompany')}>
            {t('directory.myBooth')}
          </LinkButton>
        ) : null}
      </div>

      <FilterBar title={t('directory.filters')}>
        <SelectFilter
          label={t('directory.sector')}
          allLabel={t('directory.allSectors')}
          value={filters.sector}
          options={sectors}
          onChange={(sector) => setFilters({ sector })}
        />
        <SelectFilter
          label={t('directory.city')}
          allLabel={t('directory.allCities')}
          value={filters.city || 'all'}
          options={(cities.data ?? []).map((city) => ({ value: city.name, label: city.name }))}
          onChange={(city) => setFilters({ city: city === 'all' ? '' : city })}
        />
        <SearchFilter
          region={t('directory.searchRegion')}
          label={t('directory.search')}
          maxLength={100}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </FilterBar>

      <ListResults
        query={booths}
        heading={t('directory.heading')}
        errorTitle={t('directory.loadFailed')}
        summary={(count) => (count > 0 ? t('directory.total', { count }) : null)}
        empty={
          filtered ? (
            <Card className="flex flex-col items-center gap-4 text-center">
              <p className="text-body text-muted">{t('directory.empty')}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setFilters({ q: '', sector: 'all', city: '' })}
              >
                {t('directory.clearFilters')}
              </Button>
            </Card>
          ) : (
            <Card className="flex flex-col items-center gap-4 py-10 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <NetworkIcon className="size-7" />
              </span>
              <p className="mx-auto max-w-md text-body text-muted">{t('directory.none')}</p>
              {session.isCustomer ? (
                <LinkButton to={pathTo(language, 'networkForMyCompany')}>
                  {t('directory.openFirst')}
                </LinkButton>
              ) : null}
            </Card>
          )
        }
        paging={{ page: filters.page, perPage: BOOTHS_PER_PAGE, onPageChange: setPage }}
      >
        {(rows) => (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((booth) => (
              <li key={booth.id}>
                <BoothCard booth={booth} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
