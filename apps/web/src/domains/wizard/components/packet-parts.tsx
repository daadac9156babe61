import type { TBillingPeriod } from '@portal/contracts/products/product-types';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Price } from '../../../components/ui/price.tsx';

/*
 * The pieces both wizards' packet steps draw (the accountant's and the office's): a packet card's
 * price and features, and the packet's add-ons as checkboxes of the step's form.
 */

/** A packet card's price ('₺2.490 / ay + KDV', the shared price words) and its features, ticked. */
export function PacketAside({
  price,
  billing,
  features,
}: {
  /** Kuruş, before KDV. */
  price: number;
  billing: TBillingPeriod;
  features: readonly { id: number; name: string }[];
}) {
  return (
    <>
      <Price
        kurus={price}
        billing={billing}
        className="mt-3 block text-h3 font-bold text-brand-900"
        suffixClassName="text-small font-normal text-muted"
      />
      <ul className="mt-3 space-y-1 text-small text-ink">
        {features.map((feature) => (
          <li key={feature.id} className="flex gap-2">
            <span aria-hidden="true" className="text-success">
              ✓
            </span>
            {feature.name}
          </li>
        ))}
      </ul>
    </>
  );
}

type TAddOn = {
  id: number;
  name: string;
  description?: string | null | undefined;
  /** Bought with the packet whatever is chosen (a limited company's registry fees). */
  required?: boolean | undefined;
};

/**
 * The chosen packet's add-ons: one checkbox each, registered as one field of the step's form. A
 * required add-on is no choice: ticked and fixed, with `requiredNote` saying it comes with the
 * packet (the server charges it either way).
 */
export function AddOnChecklist<A extends TAddOn>({
  legend,
  lead,
  addOns,
  register,
  priceOf,
  requiredNote,
}: {
  legend: string;
  lead: string;
  addOns: readonly A[];
  register: UseFormRegisterReturn;
  /** The add-on's price line ('150,00 TL + KDV · once'). */
  priceOf: (addOn: A) => ReactNode;
  /** Under a required add-on: why it cannot be left out ('Required for a limited company · included'). */
  requiredNote?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-body font-semibold text-brand-950">{legend}</legend>
      <p className="mb-3 text-small text-muted">{lead}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {addOns.map((addOn) => (
          <label
            key={addOn.id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-700"
              // A required one is not a field of the form: the packet brings it, and the page adds it when saving.
              {...(addOn.required
                ? { checked: true, disabled: true, readOnly: true }
                : { value: String(addOn.id), ...register })}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{addOn.name}</span>
              {addOn.description ? (
                <span className="block text-small text-muted">{addOn.description}</span>
              ) : null}
              <span className="text-small text-muted">{priceOf(addOn)}</span>
              {addOn.required && requiredNote ? (
                <span className="block text-small font-semibold text-brand-800">{requiredNote}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
