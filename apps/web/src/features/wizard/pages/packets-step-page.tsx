import { zodResolver } from '@hookform/resolvers/zod';
import { formatKurus } from '@portal/contracts/common/money';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import { type TPacketsForm, ZPacketsForm } from '@portal/contracts/wizard/step-forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PaymentSummary, type TPaymentLine } from '../../../domains/payments/components/payment-summary.tsx';
import { savedAddOnIds } from '../../../domains/payments/saved-add-ons.ts';
import { AddOnChecklist, PacketAside } from '../../../domains/wizard/components/packet-parts.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
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
  const language = useLanguage();
  const text = useMessageText();
  const savedPacket = packets.find((packet) => String(packet.id) === wizard.saved.packet_id);
  const form = useForm<TPacketsForm>({
    resolver: zodResolver(ZPacketsForm),
    shouldFocusError: false,
    defaultValues: {
      packet_id: savedPacket ? String(savedPacket.id) : '',
      additional_services: savedPacket ? savedAddOnIds(wizard.saved.additional_services).map(String) : [],
    },
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const packetId = form.watch('packet_id');
  const chosenAddOns = form.watch('additional_services');
  const packet = packets.find((item) => String(item.id) === packetId);
  const addOns = packet?.childrens ?? [];
  const chosen = addOns.filter((addOn) => chosenAddOns.includes(String(addOn.id)));
  const lines: TPaymentLine[] = [
    ...(packet ? [{ name: packet.name, unit_price: packet.price, billing: packet.billing }] : []),
    ...chosen.map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
  ];
  const money = (kurus: number) => formatKurus(kurus, language);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!packet) return;
    const validAddOns = values.additional_services.filter((id) =>
      addOns.some((addOn) => String(addOn.id) === id),
    );
    await wizard
      .complete({
        packet: packet.name,
        packet_id: String(packet.id),
        additional_services: validAddOns.join(','),
      })
      .catch(() => undefined);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-8">
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
          aside: (
            <PacketAside
              price={money(item.price)}
              perMonth={t('packets.perMonth')}
              features={item.features}
            />
          ),
        }))}
      />

      {packet && addOns.length > 0 ? (
        <AddOnChecklist
          legend={t('packets.addOns')}
          lead={t('packets.addOnsLead')}
          addOns={addOns}
          register={form.register('additional_services')}
          priceOf={(addOn) => `${money(addOn.price)} + ${t('packets.vat')} · ${t('packets.oneOff')}`}
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
