import type { TOfficeLocation, TProduct } from '@portal/contracts/products/product-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { usePrice } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { OfficeTermsSummary } from '../../../domains/office/components/office-terms-summary.tsx';
import { PaymentSummary, type TPaymentLine } from '../../../domains/payments/components/payment-summary.tsx';
import { chosenPacketId, forgetChosenPacket } from '../../../domains/wizard/chosen-packet.ts';
import { AddOnChecklist, PacketAside } from '../../../domains/wizard/components/packet-parts.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useWizardDraft } from '../../../domains/wizard/wizard-draft.tsx';
import { useFocusFirstInvalid } from '../../../lib/form-errors.ts';
import { addOnsFromSearch, addOnsSearch } from '../add-ons-param.ts';
import { useOfficeLocations, useOfficePackets } from '../api/office-locations.ts';
import { OfficeWizardFrame } from '../components/office-wizard-frame.tsx';
import { type TOfficeWizard, useOfficeWizardStep } from '../use-office-wizard-step.ts';

/**
 * Step 2: the office packets offered at the chosen office, their add-ons, the running total with
 * KDV. Saves `office_packet` (name), `office_packet_id` and `office_step`; the add-ons go on to
 * the payment step in the address (`?add_ons=…`, see add-ons-param.ts).
 */
export default function OfficePacketsStepPage() {
  const { t } = useTranslation(['officeWizard', 'wizard']);
  const wizard = useOfficeWizardStep('packets');
  const locations = useOfficeLocations();
  const packets = useOfficePackets();
  const location = locations.data?.find((item) => String(item.id) === wizard.saved.virtual_office_id);

  let body = (
    <div className="flex justify-center py-16">
      <Spinner label={t('wizard:loading')} />
    </div>
  );
  if (locations.isError || packets.isError) {
    body = (
      <Alert tone="error" title={t('officeWizard:packets.loadFailed')}>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            void locations.refetch();
            void packets.refetch();
          }}
        >
          {t('wizard:retry')}
        </Button>
      </Alert>
    );
  } else if (locations.data && packets.data) {
    body = location ? (
      <PacketsForm
        wizard={wizard}
        location={location}
        packets={packets.data.filter((packet) =>
          location.packets.some((offered) => offered.id === packet.id),
        )}
      />
    ) : (
      <Alert tone="warning" title={t('officeWizard:packets.noLocation')}>
        <LinkButton to={wizard.pathOf('locations')} size="sm" className="mt-3">
          {t('officeWizard:packets.chooseLocation')}
        </LinkButton>
      </Alert>
    );
  }

  return (
    <OfficeWizardFrame wizard={wizard} lead={t('officeWizard:packets.lead')}>
      {body}
    </OfficeWizardFrame>
  );
}

type TOfficePacketsForm = { office_packet_id: string; add_ons: string[] };

function PacketsForm({
  wizard,
  location,
  packets,
}: {
  wizard: TOfficeWizard;
  location: TOfficeLocation;
  packets: TProduct[];
}) {
  const { t } = useTranslation(['officeWizard', 'payments']);
  const [search] = useSearchParams();
  const savedPacket = packets.find((packet) => String(packet.id) === wizard.saved.office_packet_id);
  // Nothing saved yet: the packet chosen on the landing page, when this office offers it (issue 36).
  const [landingPacket] = useState(() => packets.find((packet) => packet.id === chosenPacketId()));
  const form = useForm<TOfficePacketsForm>({
    shouldFocusError: false,
    defaultValues: {
      office_packet_id: String((savedPacket ?? landingPacket)?.id ?? ''),
      // Back from the payment step, the add-ons chosen before are still ticked.
      add_ons: savedPacket
        ? addOnsFromSearch(search)
            .filter((id) => savedPacket.childrens.some((addOn) => addOn.id === id))
            .map(String)
        : [],
    },
  });
  useWizardDraft(form);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const packetId = form.watch('office_packet_id');
  const chosenAddOns = form.watch('add_ons');
  const packet = packets.find((item) => String(item.id) === packetId);
  const addOns = packet?.childrens ?? [];
  const chosen = addOns.filter((addOn) => chosenAddOns.includes(String(addOn.id)));
  const lines: TPaymentLine[] = [
    ...(packet ? [{ name: packet.name, unit_price: packet.price, billing: packet.billing }] : []),
    ...chosen.map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
  ];
  const price = usePrice();

  const onSubmit = form.handleSubmit(async () => {
    if (!packet) return;
    await wizard
      .complete(
        { office_packet: packet.name, office_packet_id: String(packet.id) },
        addOnsSearch(chosen.map((addOn) => addOn.id)),
      )
      .then(forgetChosenPacket)
      .catch(() => undefined);
  });

  if (packets.length === 0) {
    return (
      <Alert tone="warning" title={t('packets.none', { name: location.name })}>
        <LinkButton to={wizard.pathOf('locations')} size="sm" className="mt-3">
          {t('packets.chooseLocation')}
        </LinkButton>
      </Alert>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-8">
      <p className="text-body text-ink">
        {t('packets.location', { name: location.name, address: location.address })}{' '}
        <Link to={wizard.pathOf('locations')} className="font-semibold text-brand-800 underline">
          {t('packets.changeLocation')}
        </Link>
      </p>
      <ChoiceCards
        legend={t('packets.choose')}
        name="office_packet_id"
        columns={packets.length > 2 ? 3 : 2}
        register={form.register('office_packet_id', {
          required: t('packets.required'),
          onChange: () => form.setValue('add_ons', []),
        })}
        error={form.formState.errors.office_packet_id?.message}
        options={packets.map((item) => ({
          value: String(item.id),
          title: item.name,
          description: item.description,
          aside: (
            <>
              <PacketAside price={item.price} billing={item.billing} features={item.features} />
              {/* What a month includes and what is charged beyond it (issue 35). */}
              <OfficeTermsSummary productId={item.id} />
            </>
          ),
        }))}
      />

      {packet && addOns.length > 0 ? (
        <AddOnChecklist
          legend={t('packets.addOns')}
          lead={t('packets.addOnsLead')}
          addOns={addOns}
          register={form.register('add_ons')}
          priceOf={(addOn) => price.text(addOn.price, addOn.billing, { once: true })}
        />
      ) : null}

      <div aria-live="polite">
        <PaymentSummary lines={lines} />
        <p className="mt-2 text-caption text-muted">{t('packets.totalNote')}</p>
      </div>

      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}
