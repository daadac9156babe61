/**
 * What holds the place of the landing's lazy parts until they render (components/ui/deferred.tsx).
 * Each is about the final height at every width, so the page below does not jump; they are
 * decorative, and kept in this small module so the page's first chunk does not pull the parts in.
 */

const block = 'rounded-card border border-line bg-white';

export function PacketsPlaceholder() {
  return (
    <div className="space-y-14" aria-hidden="true">
      {['accountant', 'office'].map((group) => (
        <div key={group}>
          <div className="h-7 w-64 max-w-full rounded-md bg-line/60" />
          <div className="mt-2 mb-5 h-5 w-96 max-w-full rounded-md bg-line/40" />
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((card) => (
              <div key={card} className={`${block} h-[46rem] md:h-[44rem]`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function FaqPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2, 3].map((tab) => (
          <div key={tab} className="h-11 w-40 shrink-0 rounded-lg bg-line/60" />
        ))}
      </div>
      <div className={`${block} mt-6 h-[30rem] sm:h-[26rem]`} />
    </div>
  );
}

export function ContactPlaceholder() {
  return <div aria-hidden="true" className={`${block} h-[52rem] lg:h-[38rem]`} />;
}
