/** One labelled fact of an invoice's header (inside a `dl`). */
export function InvoiceFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="break-all">{value}</dd>
    </div>
  );
}
