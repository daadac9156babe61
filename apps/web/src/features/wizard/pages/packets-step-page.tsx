import { zodResolver } from '@hookform/resolvers/zod';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import { type TPacketsForm, ZPacketsForm } from '@portal/contracts/wizard/step-forms';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { usePrice } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PaymentSummary, type TPaymentLine } from '../../../domains/payments/components/payment-summary.tsx';
import { savedAddOnIds } from '../../../domains/payments/saved-add-ons.ts';
import { chosenPacketId, forgetChosenPacket } from '../../../domains/wizard/chosen-packet.ts';
import { AddOnChecklist, PacketAside } from '../../../domains/wizard/components/packet-parts.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useWizardDraft } from '../../../domains/wizard/wizard-draft.tsx';
import { useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useAccountantPackets } from '../api/packets.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/** Step 2: the packets of the chosen company status, the add-ons of the chosen packet, the total with KDV. */
export default function PacketsStepPage() {
  const { t } = useTranslation('wizard');
  const wizard = useWizardStep('packets');
  const packets = useAccountantPackets(wizard.saved.packet_type);
  return (
    <WizardFrame slug="packets" wizard={wizard} lead={t('packets.lead')}>
      {packets.data ? (
        <PacketsForm wizard={wizard} packets={packets.data} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      )}
    </WizardFrame>
  );
}

function PacketsForm({ wizard, packets }: { wizard: ReturnType<typeof useWizardStep>; packets: TProduct[] }) {
  const { t } = useTranslation('wizard');
  const text = useMessageText();
  const savedPacket = packets.find((packet) => String(packet.id) === wizard.saved.packet_id);
  // Nothing saved yet: the packet chosen on the landing page, or the only packet there is (issue 36).
  const [preselected] = useState(() => savedPacket ?? preselectedPacket(packets, chosenPacketId()));
  const form = useForm<TPacketsForm>({
    resolver: zodResolver(ZPacketsForm),
    shouldFocusError: false,
    defaultValues: {
      packet_id: preselected ? String(preselected.id) : '',
      additional_services: savedPacket ? savedAddOnIds(wizard.saved.additional_services).map(String) : [],
    },
  });
  useWizardDraft(form);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const packetId = form.watch('packet_id');
  const chosenAddOns = form.watch('additional_services');
  const packet = packets.find((item) => String(item.id) === packetId);
  const addOns = packet?.childrens ?? [];
  // A required add-on (a limited company's registry fees) comes with the packet, chosen or not.
  const chosen = addOns.filter((addOn) => addOn.required || chosenAddOns.includes(String(addOn.id)));
  const lines: TPaymentLine[] = [
    ...(packet ? [{ name: packet.name, unit_price: packet.price, billing: packet.billing }] : []),
    ...chosen.map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
  ];
  const price = usePrice();

  const onSubmit = form.handleSubmit(async (values) => {
    if (!packet) return;
    const validAddOns = addOns
      .filter((addOn) => addOn.required || values.additional_services.includes(String(addOn.id)))
      .map((addOn) => String(addOn.id));
    const saved = await wizard
      .complete({
        packet: packet.name,
        packet_id: String(packet.id),
        additional_services: validAddOns.join(','),
      })
      .then(() => true)
      .catch(() => false);
    if (saved) forgetChosenPacket();
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-8">
      {packets.length === 1 && packet ? (
        // One packet for this path (a company transfer): it is the packet, not a question.
        <OnlyPacket packet={packet} />
      ) : (
        <ChoiceCards
          legend={t('packets.choose')}
          name="packet_id"
          columns={3}
          register={form.register('packet_id', {
            onChange: () => form.setValue('additional_services', []),
          })}
          error={text(form.formState.errors.packet_id?.message)}
          options={packets.map((item) => ({
            value: String(item.id),
            title: item.name,
            description: item.description,
            aside: <PacketAside price={item.price} billing={item.billing} features={item.features} />,
          }))}
        />
      )}

      {packet && addOns.length > 0 ? (
        <AddOnChecklist
          legend={t('packets.addOns')}
          lead={t('packets.addOnsLead')}
          addOns={addOns}
          register={form.register('additional_services')}
          priceOf={(addOn) => price.text(addOn.price, addOn.billing, { once: true })}
          requiredNote={t('packets.requiredAddOn')}
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

/** The packet a step starts with when none is saved: the landing page's choice if it is one of these, else the only one. */
function preselectedPacket(packets: readonly TProduct[], chosenId: number | null): TProduct | undefined {
  return packets.find((packet) => packet.id === chosenId) ?? (packets.length === 1 ? packets[0] : undefined);
}

/** The only packet of the path, shown as the packet the application takes. */
function OnlyPacket({ packet }: { packet: TProduct }) {
  const { t } = useTranslation('wizard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-1 text-body font-semibold text-brand-950">
        {t('packets.onlyPacket')}
      </h2>
      <p className="mb-3 text-small text-muted">{t('packets.onlyPacketLead')}</p>
      <div className="rounded-xl border border-brand-700 bg-brand-50 p-4">
        <p className="font-semibold text-ink">{packet.name}</p>
        {packet.description ? <p className="text-small text-muted">{packet.description}</p> : null}
        <PacketAside price={packet.price} billing={packet.billing} features={packet.features} />
      </div>
    </section>
  );
}
