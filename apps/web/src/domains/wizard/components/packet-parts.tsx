import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/*
 * The pieces both wizards' packet steps draw (the accountant's and the office's): a packet card's
 * price and features, and the packet's add-ons as checkboxes of the step's form.
 */

/** A packet card's price ('… / month + KDV') and its features, ticked. */
export function PacketAside({
  price,
  perMonth,
  features,
}: {
  price: string;
  perMonth: string;
  features: readonly { id: number; name: string }[];
}) {
  return (
    <>
      <span className="mt-3 block text-h3 font-bold text-brand-900">
        {price}
        <span className="text-small font-normal text-muted"> {perMonth}</span>
      </span>
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

type TAddOn = { id: number; name: string; description?: string | null | undefined };

/** The chosen packet's add-ons: one checkbox each, registered as one field of the step's form. */
export function AddOnChecklist<A extends TAddOn>({
  legend,
  lead,
  addOns,
  register,
  priceOf,
}: {
  legend: string;
  lead: string;
  addOns: readonly A[];
  register: UseFormRegisterReturn;
  /** The add-on's price line ('150,00 TL + KDV · once'). */
  priceOf: (addOn: A) => ReactNode;
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
              value={String(addOn.id)}
              className="mt-1 size-4 accent-brand-700"
              {...register}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{addOn.name}</span>
              {addOn.description ? (
                <span className="block text-small text-muted">{addOn.description}</span>
              ) : null}
              <span className="text-small text-muted">{priceOf(addOn)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
