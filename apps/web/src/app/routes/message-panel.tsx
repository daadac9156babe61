import type { ReactNode } from 'react';

/** A centred page-level message (not found, not authorised, errors): icon, heading, text, actions. */
export function MessagePanel({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h1 className="text-h1 font-bold text-brand-950">{title}</h1>
      <p className="mt-4 text-body text-muted">{text}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
