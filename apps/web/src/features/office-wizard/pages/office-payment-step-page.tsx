import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { THREE_DS_RETURN_PARAMS } from '@portal/contracts/payments/payment-schemas';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { OFFICE_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { accountQueryOptions, storeAccount, storedFromDetail } from '../../../domains/accounts/accounts.ts';
import { CardPaymentForm } from '../../../domains/payments/components/card-payment-dialog.tsx';
import type { TPaymentLine } from '../../../domains/payments/components/payment-summary.tsx';
import { useProduct } from '../../../domains/payments/get-product.ts';
import { addOnsFromSearch, addOnsSearch } from '../add-ons-param.ts';
import { useOfficeLocations } from '../api/office-locations.ts';
import { OfficeWizardFrame } from '../components/office-wizard-frame.tsx';
import { useOfficeWizardStep } from '../use-office-wizard-step.ts';

const PAID_STEP = OFFICE_WIZARD_STEPS.find((step) => step.slug === 'payment')?.saved ?? 'office-payment';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What the company looks like once its office packet is paid, until the server's answer is read
 * again: the office line waits for approval and its payment step is saved. The server records
 * both with the payment; this only keeps the wizard from sending the customer back meanwhile.
 */
function paidOffice(account: TAccountDetail, now: string): TAccountDetail {
  const lines = account.lines.filter((line) => line.type !== OFFICE_LINE.id);
  const informations = account.informations.filter((item) => item.key !== 'office_step');
  return {
    ...account,
    lines: [
      ...lines,
      {
        type: OFFICE_LINE.id,
        status: LINE_STATUSES.waitingForApproval,
        state: 'waiting_for_approval',
        updated_at: now,
      },
    ],
    informations: [...informations, { key: 'office_step', value: PAID_STEP }],
  };
}

/**
 * Step 3: the office packet and the add-ons chosen on the packets step, charged by card in one
 * payment (`POST brands/2/products/{id}/subscription` with `add_on_ids`; 3-D Secure when the bank
 * asks), or to the card the company keeps (`…/subscription/card-on-file`), once the sale's
 * documents are accepted. The server saves `office_step` and the office line then waits for approval.
 */
export default function OfficePaymentStepPage() {
  const { t } = useTranslation(['officeWizard', 'wizard']);
  const wizard = useOfficeWizardStep('payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const locations = useOfficeLocations();
  const packetId = positiveId(wizard.saved.office_packet_id);
  const packet = useProduct(OFFICE_LINE.id, packetId);
  const location = locations.data?.find((item) => String(item.id) === wizard.saved.virtual_office_id);
  // Only add-ons of this packet: the address is the customer's to edit.
  const addOns = (packet.data?.childrens ?? []).filter((addOn) =>
    addOnsFromSearch(search).includes(addOn.id),
  );
  const lines: TPaymentLine[] = packet.data
    ? [
        { name: packet.data.name, unit_price: packet.data.price, billing: packet.data.billing },
        ...addOns.map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
      ]
    : [];
  // Back from the bank's 3-D Secure page with the payment taken. Read once: the layout's payment
  // notice takes these parameters off the address as soon as it has shown the outcome.
  const [paidAfterChallenge] = useState(() => search.get(THREE_DS_RETURN_PARAMS.status) === 'succeeded');

  const onPaid = () => {
    const account = wizard.account;
    if (!account) return;
    const paid = paidOffice(account, new Date().toISOString());
    queryClient.setQueryData(accountQueryOptions(account.id).queryKey, paid);
    storeAccount({ ...storedFromDetail(paid), has_office_products: true });
    navigate(wizard.pathOf('wait-for-approve'));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the company is known.
  useEffect(() => {
    if (paidAfterChallenge && wizard.account) onPaid();
  }, [paidAfterChallenge, wizard.account?.id]);

  let body = (
    <div className="flex justify-center py-16">
      <Spinner label={t('wizard:loading')} />
    </div>
  );
  if (packet.isError || (wizard.account && packetId === null)) {
    body = (
      <Alert tone="error" title={t('officeWizard:payment.packetMissing')}>
        <LinkButton to={wizard.pathOf('packets')} size="sm" className="mt-3">
          {t('officeWizard:payment.choosePacket')}
        </LinkButton>
      </Alert>
    );
  } else if (wizard.account && packet.data) {
    body = (
      <div className="mx-auto max-w-xl space-y-4">
        {location ? (
          <p className="text-body text-ink">
            {t('officeWizard:payment.location', { name: location.name, address: location.address })}
          </p>
        ) : null}
        <Card>
          <CardPaymentForm
            accountId={wizard.account.id}
            product={{ type: OFFICE_LINE.id, id: packet.data.id }}
            kind="subscription"
            addOnIds={addOns.map((addOn) => addOn.id)}
            lines={lines}
            onPaid={onPaid}
            sale
          />
        </Card>
        <Link
          to={`${wizard.pathOf('packets')}${addOnsSearch(addOns.map((addOn) => addOn.id))}`}
          className="inline-block font-semibold text-brand-800 underline"
        >
          {t('officeWizard:payment.back')}
        </Link>
      </div>
    );
  }

  return (
    <OfficeWizardFrame wizard={wizard} lead={t('officeWizard:payment.lead')}>
      {body}
    </OfficeWizardFrame>
  );
}
