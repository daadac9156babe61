import { HONEYPOT_FIELD } from '@portal/contracts/contact/contact-schemas';
import type { Ref } from 'react';

/**
 * The spam trap of the public forms (`ZHoneypot`): a text field named `website` that people never
 * see or reach (off-screen, hidden from assistive technology, out of the tab order, no autofill)
 * and form-filling bots fill in. Its value goes to the server, which quietly refuses a filled one.
 */
export function HoneypotField({
  inputRef,
  id,
  label,
}: {
  inputRef: Ref<HTMLInputElement>;
  id: string;
  label: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
