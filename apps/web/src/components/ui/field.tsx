import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from '../../lib/cn.ts';

/** What a form control needs from its field so the label, hint and error are announced with it. */
type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  /** Ids of further descriptions announced with the control (a prefix, a checklist), before hint and error. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error, wired together with `for` and `aria-describedby`. */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  describedBy: extra,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-small font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {hint ? (
        <p id={hintId} className="text-small text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-small font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses = cn(
  'min-h-11 w-full rounded-lg border border-line bg-white px-3 text-body text-ink shadow-xs',
  'placeholder:text-muted/80 hover:border-brand-300',
  'focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-400',
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-surface',
);

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  describedBy?: string;
  /** Classes of the wrapper (layout); the control's own look is fixed. */
  className?: string;
  /** React 19 passes `ref` as a prop: react-hook-form's `register` needs it on the input to focus errors. */
  ref?: Ref<HTMLInputElement>;
};

/** A text input inside a Field. Spreads the rest (e.g. react-hook-form's `register`) onto the input. */
export function Input({
  label,
  hint,
  error,
  required,
  id,
  describedBy,
  className,
  ...inputProps
}: InputProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <input className={controlClasses} {...inputProps} {...control} />}
    </Field>
  );
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line text input inside a Field; spreads the rest (e.g. `register`) onto the textarea. */
export function Textarea({ label, hint, error, required, id, className, ...textareaProps }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <textarea
          className={cn(controlClasses, 'min-h-32 py-2.5 leading-relaxed')}
          {...textareaProps}
          {...control}
        />
      )}
    </Field>
  );
}
