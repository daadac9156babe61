import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { THREE_DS_RETURN_PARAMS, type TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import {
  accountQueryOptions,
  getAccount,
  storeAccount,
  storedFromDetail,
} from '../../../domains/accounts/accounts.ts';
import { useContinueToOfficePackets } from '../../../domains/office/virtual-office-application.ts';
import { useApplicationPayment } from '../../../domains/payments/application-payment.ts';
import { CardPaymentForm } from '../../../domains/payments/components/card-payment-dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { VirtualOfficePaymentNote } from '../components/virtual-office-payment-note.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/**
 * Step 6: the packet and add-ons chosen, charged by card in one payment, after the monthly
 * renewal and its cancellation are said in plain words and the pre-information form and the
 * distance sales contract are accepted (issue 36). The server saves this step and moves the
 * company to "waiting for approval"; then the thanks page, or, at one of our virtual offices, the
 * office wizard's packets step, where the office's packet is paid with the card just used.
 */
export default function PaymentStepPage() {
  const { t } = useTranslation('wizard');
  const wizard = useWizardStep('payment');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = useApplicationPayment(wizard.account, ACCOUNTANT_LINE);
  // Back from the bank's 3-D Secure page with the payment taken: on to the thanks page as well.
  // Read once: the layout's payment notice takes these parameters off the address as soon as it
  // has shown the outcome, which may be before the company has loaded here.
  const [params] = useSearchParams();
  const [paidAfterChallenge] = useState(() => params.get(THREE_DS_RETURN_PARAMS.status) === 'succeeded');
  // Paid: the refreshed status (waiting for approval) must not move this step on before the thanks
  // page; back from the bank, the company already waits for approval from the first render.
  const [leaving, setLeaving] = useState(paidAfterChallenge);

  const office = useContinueToOfficePackets(wizard.account);
  // The company's address is one of our virtual offices: its packet is paid right after (issue 36).
  const atVirtualOffice = wizard.saved.address_option === 'virtual_office';

  const onPaid = (result: Pick<TPaymentResult, 'account_status'>) => {
    const account = wizard.account;
    if (!account) return;
    setLeaving(true);
    const store = () =>
      storeAccount({
        ...storedFromDetail(account),
        status: result.account_status,
        step: 'payment',
        has_products: true,
      });
    const refresh = () =>
      getAccount(account.id)
        .then((detail) => queryClient.setQueryData(accountQueryOptions(detail.id).queryKey, detail))
        .catch(() => {
          // The client has shown the failure; the status stored above stands.
        });
    if (!atVirtualOffice) {
      // At once: the refreshed status (waiting for approval) would otherwise move this step on first.
      navigate(pathTo(language, 'applicationFormThanks'));
      store();
      void refresh();
      return;
    }
    store();
    // Straight on to the office's packets, the office chosen here counting as its first step: saved
    // first, then the company read again, so the office wizard does not send the customer back.
    void office.prepare().then(async (prepared) => {
      await refresh();
      navigate(office.pathAfter(prepared));
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the account is known.
  useEffect(() => {
    if (paidAfterChallenge && wizard.account) onPaid({ account_status: ACCOUNT_STATUSES.waitingForApproval });
  }, [paidAfterChallenge, wizard.account?.id]);

  return (
    <WizardFrame slug="payment" wizard={wizard} lead={t('payment.lead')} leaving={leaving}>
      {leaving && atVirtualOffice ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      ) : wizard.account && payment.packet ? (
        <Card className="mx-auto max-w-xl space-y-4">
          {atVirtualOffice ? <VirtualOfficePaymentNote officeId={wizard.saved.virtual_office_id} /> : null}
          <CardPaymentForm
            accountId={wizard.account.id}
            product={{ type: ACCOUNTANT_LINE.id, id: payment.packet.id }}
            kind="subscription"
            lines={payment.lines}
            onPaid={onPaid}
            sale
          />
        </Card>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      )}
    </WizardFrame>
  );
}
