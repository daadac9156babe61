import type { TCompanyChangeRequest, TCompanyField } from '@portal/contracts/company-profile/company-profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChangeRequests, useDecideChangeRequest } from '../api/company-change-requests.ts';
import { formatMoment, MISSING } from '../formatting.ts';
import { ChangeRequestRejectDialog } from './change-request-reject-dialog.tsx';

/**
 * The customer's requests to change the company's name, tax details or address after the
 * application: each waiting one with its values before and after, to approve (applied at once) or
 * reject with a reason. Both are audited; the customers are mailed the decision.
 */
export function AccountChangeRequests({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const requests = useChangeRequests(accountId);
  const decide = useDecideChangeRequest(accountId);
  const [approving, setApproving] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const pending = { ...requests, data: requests.data?.filter((request) => request.status === 'pending') };

  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('changeRequests.title')}</h2>
      <div className="mt-4">
        <ListResults
          compact
          query={pending}
          errorTitle={t('changeRequests.loadFailed')}
          empty={t('changeRequests.empty')}
        >
          {(rows) => (
            <ul className="divide-y divide-line">
              {rows.map((request) => (
                <ChangeRequestItem
                  key={request.id}
                  request={request}
                  onApprove={() => setApproving(request.id)}
                  onReject={() => setRejecting(request.id)}
                />
              ))}
            </ul>
          )}
        </ListResults>
      </div>
      <ConfirmDialog
        open={approving !== null}
        title={t('changeRequests.approveTitle')}
        description={t('changeRequests.approveDescription')}
        confirmLabel={t('changeRequests.approve')}
        onCancel={() => setApproving(null)}
        onConfirm={async () => {
          if (approving === null) return;
          await decide.mutateAsync({ requestId: approving, decision: 'approved' });
          setApproving(null);
        }}
      />
      <ChangeRequestRejectDialog
        accountId={accountId}
        requestId={rejecting}
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}

function ChangeRequestItem({
  request,
  onApprove,
  onReject,
}: {
  request: TCompanyChangeRequest;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const label = (field: TCompanyField) =>
    field === 'name' ? t('changeRequests.fields.name') : t(`information.keys.${field}`);
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <p className="text-xs text-muted">
        {t('changeRequests.requestedBy', {
          name: request.requested_by?.name ?? MISSING,
          date: formatMoment(request.requested_at, language),
        })}
      </p>
      <dl className="grid gap-x-4 gap-y-2 text-small sm:grid-cols-[auto_minmax(0,1fr)]">
        {request.changes.map((change) => (
          <div key={change.field} className="contents">
            <dt className="font-semibold text-ink">{label(change.field)}</dt>
            <dd className="break-words text-ink">
              {t('changeRequests.change', {
                before: change.before || t('changeRequests.unset'),
                after: change.after || t('changeRequests.unset'),
              })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={onApprove}>
          {t('changeRequests.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onReject}>
          {t('changeRequests.reject')}
        </Button>
      </div>
    </li>
  );
}
