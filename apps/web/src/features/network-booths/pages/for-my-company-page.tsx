import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { BOOTH_ITEMS_MAX, boothItemLimit } from '@portal/contracts/network/network-constants';
import type { TBooth } from '@portal/contracts/network/network-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateBooth } from '../api/create-booth.ts';
import { useBooth } from '../api/get-booth.ts';
import { useMembershipPackets } from '../api/get-membership-packets.ts';
import { useCompanyBooth } from '../api/list-booths.ts';
import { useUpdateBooth } from '../api/update-booth.ts';
import { BoothDocumentsEditor } from '../components/booth-documents-editor.tsx';
import { BoothForm } from '../components/booth-form.tsx';
import { BoothLogoEditor } from '../components/booth-logo-editor.tsx';
import { BoothSection } from '../components/booth-section.tsx';
import { MembershipPackets } from '../components/membership-packets.tsx';

/**
 * `endless-network/for-my-company`: the selected company's place in the network. Without an
 * active network line, its membership packets to buy; with one, its booth: opened here, then
 * edited (fields, logo, brochures). A viewer of the company reads it only.
 */
export default function NetworkForMyCompanyPage() {
  const { t } = useTranslation(['networkBooths', 'pages']);
  const { selected, ...account } = useSelectedAccount();
  return (
    <div className="space-y-6">
      <h1 className="text-h2 font-bold text-brand-950">{t('pages:networkForMyCompany.title')}</h1>
      {selected ? (
        <QueryState query={account} errorTitle={t('mine.loadFailed')}>
          {(detail) => <ForCompany account={detail} />}
        </QueryState>
      ) : (
        <EmptyState>{t('mine.noCompany')}</EmptyState>
      )}
    </div>
  );
}

function ForCompany({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  const state = account.lines.find((line) => line.type === NETWORK_LINE.id)?.state;
  // A renewal owed keeps the booth (the status-2 card modal asks for it); suspended, it waits for the payment.
  if (state === 'active' || state === 'payment_due') return <MemberBooth account={account} />;
  if (state === 'suspended') {
    return (
      <Alert tone="warning" title={t('mine.suspendedTitle')}>
        <p>{t('mine.suspended')}</p>
        <LinkButton size="sm" className="mt-3" to={pathTo(language, 'profileSubscriptions')}>
          {t('mine.toSubscriptions')}
        </LinkButton>
      </Alert>
    );
  }
  if (state === 'waiting_for_approval') return <Alert tone="info">{t('mine.waiting')}</Alert>;
  return <MembershipPackets account={account} />;
}

/** A viewer only reads; an owner or member (and staff, whom the server checks) writes. */
function mayWrite(account: TAccountDetail): boolean {
  return account.my_role !== 'viewer';
}

function MemberBooth({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('networkBooths');
  const companyBooth = useCompanyBooth(account.id);
  const writer = mayWrite(account);
  return (
    <div className="space-y-6">
      <p className="text-body text-muted">{t('mine.lead', { company: account.name })}</p>
      {writer ? null : <Alert tone="info">{t('mine.readOnly')}</Alert>}
      <QueryState query={companyBooth} errorTitle={t('mine.boothLoadFailed')}>
        {(booth) =>
          booth ? (
            <EditBooth id={booth.id} writer={writer} />
          ) : writer ? (
            <CreateBooth account={account} />
          ) : (
            <EmptyState>{t('mine.noBooth')}</EmptyState>
          )
        }
      </QueryState>
    </div>
  );
}

/** How many products and services the company's membership packet shows (the server checks it again). */
function useItemLimit(account: TAccountDetail): number {
  const packets = useMembershipPackets();
  const held = account.products.find(
    (product) => product.type === NETWORK_LINE.id && product.billing === 'monthly',
  );
  const code = packets.data?.find((packet) => packet.id === held?.id)?.code;
  const limit = boothItemLimit(code);
  return limit > 0 ? limit : BOOTH_ITEMS_MAX;
}

function CreateBooth({ account }: { account: TAccountDetail }) {
  const create = useCreateBooth();
  const itemLimit = useItemLimit(account);
  return (
    <Card>
      <BoothForm
        booth={null}
        itemLimit={itemLimit}
        readOnly={false}
        onSubmit={(values) => create.mutateAsync({ account_id: account.id, ...values })}
      />
    </Card>
  );
}

function EditBooth({ id, writer }: { id: number; writer: boolean }) {
  const { t } = useTranslation('networkBooths');
  const booth = useBooth(id);
  return (
    <QueryState query={booth} errorTitle={t('mine.boothLoadFailed')}>
      {(loaded) => <BoothEditor booth={loaded} readOnly={!writer || !loaded.is_mine} />}
    </QueryState>
  );
}

function BoothEditor({ booth, readOnly }: { booth: TBooth; readOnly: boolean }) {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  const update = useUpdateBooth(booth.id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <LinkButton variant="secondary" to={pathTo(language, 'networkStand', { id: booth.id })}>
          {t('mine.viewBooth')}
        </LinkButton>
      </div>
      {booth.hidden ? (
        <Alert tone="warning" title={t('stand.hiddenTitle')}>
          {booth.hidden_reason ? t('stand.hiddenReason', { reason: booth.hidden_reason }) : null}
        </Alert>
      ) : null}
      <BoothSection title={t('logo.title')}>
        <BoothLogoEditor booth={booth} readOnly={readOnly} />
      </BoothSection>
      <Card>
        <BoothForm
          key={booth.id}
          booth={booth}
          itemLimit={booth.item_limit}
          readOnly={readOnly}
          onSubmit={(values) => update.mutateAsync(values)}
        />
      </Card>
      <BoothSection title={t('documents.heading')}>
        <BoothDocumentsEditor booth={booth} readOnly={readOnly} />
      </BoothSection>
    </div>
  );
}
