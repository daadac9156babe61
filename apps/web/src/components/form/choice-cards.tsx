import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

type Choice = { value: string; title: ReactNode; description?: ReactNode; aside?: ReactNode };

/**
 * A radio group drawn as cards: a real fieldset of radio inputs, so arrow keys, labels and the
 * error are what a screen reader expects.
 */
export function ChoiceCards({
  legend,
  name,
  options,
  register,
  error,
  columns = 2,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Choice[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
  columns?: 2 | 3;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-body font-semibold text-brand-950">{legend}</legend>
      <div className={cn('grid gap-3', columns === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer gap-3 rounded-card border-2 border-line bg-white p-4',
              'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            )}
          >
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              {...register}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-brand-950">{option.title}</span>
              {option.description ? (
                <span className="mt-1 block text-small text-muted">{option.description}</span>
              ) : null}
              {option.aside}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-small font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
