import { zodResolver } from '@hookform/resolvers/zod';
import { BOOTH_ITEM_KINDS, BOOTH_LIMITS } from '@portal/contracts/network/network-constants';
import { type TBooth, ZCreateBoothRequest, ZNetworkSector } from '@portal/contracts/network/network-schemas';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { useId, useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField } from '../../../components/form/select-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useCities } from '../../../lib/places.ts';
import { useSectorOptions } from './sector-options.ts';

/**
 * The form's schema: the contract's booth fields (ZCreateBoothRequest without the company), with
 * an empty sector read as "required", and the products and services held to the packet's limit
 * (the API's 422 says the same).
 */
const TOO_MANY_ITEMS = 'tooManyItemsForPacket';

function boothFormSchema(itemLimit: number) {
  return ZCreateBoothRequest.omit({ account_id: true }).extend({
    sector: z.string().min(1, { error: VALIDATION_MESSAGES.required }).pipe(ZNetworkSector),
    // Its text names the packet's limit: the form writes it (`form.tooManyItems`) from this flag.
    items: ZCreateBoothRequest.shape.items.refine((items) => items.length <= itemLimit, {
      error: TOO_MANY_ITEMS,
    }),
  });
}
type TBoothFormSchema = ReturnType<typeof boothFormSchema>;
export type TBoothFormInput = z.input<TBoothFormSchema>;
export type TBoothFormValues = z.output<TBoothFormSchema>;

function initialValues(booth: TBooth | null): TBoothFormInput {
  return {
    name: booth?.name ?? '',
    sector: booth?.sector ?? '',
    city: booth?.city ?? '',
    description: booth?.description ?? '',
    offer: booth?.offer ?? '',
    website: booth?.website ?? '',
    items: booth?.items.map((item) => ({ ...item })) ?? [],
    team: booth?.team.map((member) => ({ ...member })) ?? [],
  };
}

/** Every field the server may name in a 422, in the form's order (the first gets focus). */
function fieldPaths(values: TBoothFormInput): FieldPath<TBoothFormInput>[] {
  return [
    'name',
    'sector',
    'city',
    'description',
    'offer',
    'website',
    'items',
    ...(values.items ?? []).flatMap(
      (_, index) => [`items.${index}.kind`, `items.${index}.name`, `items.${index}.description`] as const,
    ),
    'team',
    ...(values.team ?? []).flatMap((_, index) => [`team.${index}.name`, `team.${index}.title`] as const),
  ];
}

type BoothFormProps = {
  /** The booth to edit, or null to open one. */
  booth: TBooth | null;
  /** How many products and services the company's packet shows. */
  itemLimit: number;
  /** A viewer reads the booth in the form's shape without changing it. */
  readOnly: boolean;
  /** Sends the values; a refusal (409, 422) is thrown back and shown here. */
  onSubmit: (values: TBoothFormValues) => Promise<unknown>;
};

/**
 * Opening or editing a booth: name, sector, province, description, offer, website, products and
 * services, and the team. Checked with the contracts' schemas before sending; the server's field
 * messages land on their fields, and a conflict (one booth per representative, spec section 5)
 * shows above the button.
 */
export function BoothForm({ booth, itemLimit, readOnly, onSubmit }: BoothFormProps) {
  const { t } = useTranslation('networkBooths');
  const text = useMessageText();
  const titleId = useId();
  const sectors = useSectorOptions();
  const cities = useCities();
  const schema = useMemo(() => boothFormSchema(itemLimit), [itemLimit]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TBoothFormInput, unknown, TBoothFormValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: initialValues(booth),
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const team = useFieldArray({ control: form.control, name: 'team' });
  const { errors } = form.formState;

  const cityOptions = (cities.data ?? []).map((city) => ({ value: city.name, label: city.name }));
  // A booth saved with a place outside the list still shows it.
  const savedCity = booth?.city;
  if (savedCity && cities.data && !cityOptions.some((option) => option.value === savedCity)) {
    cityOptions.unshift({ value: savedCity, label: savedCity });
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      form.reset(form.getValues());
    } catch (error) {
      if (!applyServerErrors(error, form.setError, fieldPaths(form.getValues()))) {
        setFailure(errorMessage(error));
      }
    }
  });

  const itemsFull = items.fields.length >= itemLimit;
  // A list-wide message (too many for the packet, or the server's) sits on the list or its root.
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const teamFull = team.fields.length >= BOOTH_LIMITS.teamMembers;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-6">
      <h2 id={titleId} className="text-h3 font-bold text-brand-950">
        {booth ? t('editor.editTitle') : t('editor.createTitle')}
      </h2>
      <fieldset disabled={readOnly} className="space-y-6">
        <div className="grid gap-5 md:grid-cols-2">
          <Input
            label={t('editor.name')}
            required
            maxLength={BOOTH_LIMITS.name}
            autoComplete="organization"
            error={text(errors.name?.message)}
            {...form.register('name')}
          />
          <Input
            label={t('editor.website')}
            type="url"
            inputMode="url"
            hint={t('editor.websiteHint')}
            maxLength={BOOTH_LIMITS.website}
            error={text(errors.website?.message)}
            {...form.register('website')}
          />
          <SelectField control={form.control} name="sector" label={t('editor.sector')} options={sectors} />
          <SelectField
            control={form.control}
            name="city"
            label={t('editor.city')}
            loading={cities.isPending}
            options={cityOptions}
          />
          <Textarea
            label={t('editor.description')}
            required
            rows={6}
            maxLength={BOOTH_LIMITS.description}
            hint={t('editor.descriptionHint', { max: BOOTH_LIMITS.description })}
            className="md:col-span-2"
            error={text(errors.description?.message)}
            {...form.register('description')}
          />
          <Input
            label={t('editor.offer')}
            hint={t('editor.offerHint')}
            maxLength={BOOTH_LIMITS.offer}
            className="md:col-span-2"
            error={text(errors.offer?.message)}
            {...form.register('offer')}
          />
        </div>

        <fieldset className="space-y-4">
          <legend className="text-h3 font-bold text-brand-950">{t('editor.items')}</legend>
          <p className="text-small text-muted">
            {t('editor.itemsHint', { count: items.fields.length, max: itemLimit })}
          </p>
          {itemsError ? (
            <p role="alert" className="text-small font-medium text-danger">
              {itemsError === TOO_MANY_ITEMS
                ? t('editor.tooManyItems', { max: itemLimit })
                : text(itemsError)}
            </p>
          ) : null}
          {items.fields.map((field, index) => (
            <fieldset key={field.id} className="space-y-4 rounded-xl border border-line p-4">
              <legend className="px-1 font-semibold text-ink">
                {t('editor.itemLegend', { number: index + 1 })}
              </legend>
              <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
                <Field label={t('editor.itemKind')} required>
                  {(control) => (
                    <select className={controlClasses} {...control} {...form.register(`items.${index}.kind`)}>
                      {BOOTH_ITEM_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`itemKinds.${kind}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Input
                  label={t('editor.itemName')}
                  required
                  maxLength={BOOTH_LIMITS.itemName}
                  error={text(errors.items?.[index]?.name?.message)}
                  {...form.register(`items.${index}.name`)}
                />
              </div>
              <Input
                label={t('editor.itemDescription')}
                maxLength={BOOTH_LIMITS.itemDescription}
                error={text(errors.items?.[index]?.description?.message)}
                {...form.register(`items.${index}.description`)}
              />
              {readOnly ? null : (
                <Button variant="ghost" size="sm" onClick={() => items.remove(index)}>
                  {t('editor.removeItem', { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {readOnly ? null : (
            <Button
              variant="secondary"
              icon={<PlusIcon width={16} height={16} aria-hidden="true" />}
              disabled={itemsFull}
              onClick={() => items.append({ kind: 'product', name: '', description: '' })}
            >
              {t('editor.addItem')}
            </Button>
          )}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-h3 font-bold text-brand-950">{t('editor.team')}</legend>
          <p className="text-small text-muted">
            {t('editor.teamHint', { count: team.fields.length, max: BOOTH_LIMITS.teamMembers })}
          </p>
          {team.fields.map((field, index) => (
            <fieldset key={field.id} className="space-y-4 rounded-xl border border-line p-4">
              <legend className="px-1 font-semibold text-ink">
                {t('editor.teamLegend', { number: index + 1 })}
              </legend>
              <div className="grid gap-4 md:grid-cols-2">
                <Input
                  label={t('editor.teamName')}
                  required
                  autoComplete="off"
                  maxLength={BOOTH_LIMITS.teamName}
                  error={text(errors.team?.[index]?.name?.message)}
                  {...form.register(`team.${index}.name`)}
                />
                <Input
                  label={t('editor.teamTitle')}
                  maxLength={BOOTH_LIMITS.teamTitle}
                  error={text(errors.team?.[index]?.title?.message)}
                  {...form.register(`team.${index}.title`)}
                />
              </div>
              {readOnly ? null : (
                <Button variant="ghost" size="sm" onClick={() => team.remove(index)}>
                  {t('editor.removeTeamMember', { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {readOnly ? null : (
            <Button
              variant="secondary"
              icon={<PlusIcon width={16} height={16} aria-hidden="true" />}
              disabled={teamFull}
              onClick={() => team.append({ name: '', title: '' })}
            >
              {t('editor.addTeamMember')}
            </Button>
          )}
        </fieldset>
      </fieldset>

      {failure ? (
        <Alert tone="error" title={booth ? t('editor.saveFailed') : t('editor.createFailed')}>
          {failure}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={form.formState.isSubmitting}>
          {booth ? t('editor.save') : t('editor.create')}
        </Button>
      )}
    </form>
  );
}
