import { formatKurus } from '@portal/contracts/common/money';
import type { TOfficeLocation } from '@portal/contracts/products/product-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useWizardDraft } from '../../../domains/wizard/wizard-draft.tsx';
import { useFocusFirstInvalid } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOfficeLocations } from '../api/office-locations.ts';
import { OfficeMap } from '../components/office-map.tsx';
import { OfficeWizardFrame } from '../components/office-wizard-frame.tsx';
import { type TOfficeWizard, useOfficeWizardStep } from '../use-office-wizard-step.ts';

/**
 * Step 1: the office whose address the company takes, chosen on the map or from the cards. Saves
 * `virtual_office_id` (the office's id), `virtual_office_selection` (its slug) and `office_step`.
 */
export default function LocationsStepPage() {
  const { t } = useTranslation(['officeWizard', 'wizard']);
  const wizard = useOfficeWizardStep('locations');
  const locations = useOfficeLocations();
  let body = (
    <div className="flex justify-center py-16">
      <Spinner label={t('wizard:loading')} />
    </div>
  );
  if (locations.data) body = <LocationsForm wizard={wizard} locations={locations.data} />;
  else if (locations.isError) {
    body = (
      <Alert tone="error" title={t('officeWizard:locations.loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void locations.refetch()}>
          {t('wizard:retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <OfficeWizardFrame wizard={wizard} lead={t('officeWizard:locations.lead')}>
      {body}
    </OfficeWizardFrame>
  );
}

type TLocationsForm = { office_id: string };

function LocationsForm({ wizard, locations }: { wizard: TOfficeWizard; locations: TOfficeLocation[] }) {
  const { t } = useTranslation('officeWizard');
  const savedOffice = locations.find((location) => String(location.id) === wizard.saved.virtual_office_id);
  const form = useForm<TLocationsForm>({
    shouldFocusError: false,
    defaultValues: { office_id: savedOffice ? String(savedOffice.id) : '' },
  });
  useWizardDraft(form);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const selectedId = Number(form.watch('office_id')) || null;

  const onSubmit = form.handleSubmit(async ({ office_id }) => {
    const office = locations.find((location) => String(location.id) === office_id);
    if (!office) return;
    await wizard
      .complete({ virtual_office_id: String(office.id), virtual_office_selection: office.slug })
      .catch(() => undefined);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <OfficeMap
        locations={locations}
        selectedId={selectedId}
        onSelect={(location) =>
          form.setValue('office_id', String(location.id), {
            shouldDirty: true,
            shouldValidate: form.formState.submitCount > 0,
          })
        }
      />
      <ChoiceCards
        legend={t('locations.choose')}
        name="office_id"
        register={form.register('office_id', { required: t('locations.required') })}
        error={form.formState.errors.office_id?.message}
        options={locations.map((location) => ({
          value: String(location.id),
          title: location.name,
          description: (
            <>
              {location.address}
              <span className="mt-0.5 block font-medium text-ink">
                {t('locations.district', { district: location.district, city: location.city })}
              </span>
            </>
          ),
          aside: <LocationFacts location={location} />,
        }))}
      />
      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}

/** What an office offers, the packets available there and the lowest price. */
function LocationFacts({ location }: { location: TOfficeLocation }) {
  const { t } = useTranslation('officeWizard');
  const language = useLanguage();
  return (
    <>
      {location.description ? (
        <span className="mt-2 block text-small text-ink">{location.description}</span>
      ) : null}
      <ul className="mt-3 space-y-1 text-small text-ink">
        <li>{t('locations.meetingRooms', { count: location.meeting_rooms })}</li>
        <li>{t('locations.reception', { hours: location.reception_hours.replace('-', '–') })}</li>
        <li>{location.parking ? t('locations.parking') : t('locations.noParking')}</li>
      </ul>
      {location.packets.length > 0 ? (
        <>
          <span className="mt-3 block text-small font-semibold text-brand-950">{t('locations.packets')}</span>
          <span className="block text-small text-muted">
            {location.packets.map((packet) => packet.name).join(', ')}
          </span>
        </>
      ) : (
        <span className="mt-3 block text-small text-muted">{t('locations.noPackets')}</span>
      )}
      {location.price_from !== null ? (
        <span className="mt-3 block font-bold text-brand-900">
          {t('locations.priceFrom', { price: formatKurus(location.price_from, language) })}
        </span>
      ) : null}
    </>
  );
}
