import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/navigation.tsx';
import { Spinner } from './spinner.tsx';

/** `inverse` is for dark backgrounds (the hero, the top bar). */
type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger' | 'inverse';
type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-800 text-white hover:bg-brand-700 active:bg-brand-900',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300 active:bg-accent-500',
  secondary: 'border border-brand-200 bg-white text-brand-900 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'text-brand-900 hover:bg-brand-50 active:bg-brand-100',
  danger: 'bg-danger text-white hover:bg-red-800 active:bg-red-900',
  inverse: 'border border-white/40 text-white hover:bg-white/10 active:bg-white/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-small gap-1.5',
  md: 'min-h-11 px-4 text-body gap-2',
  lg: 'min-h-12 px-6 text-body gap-2 sm:text-lg',
};

/** The button look, for anything that should look like a button (a router link, a plain anchor). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap no-underline transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

/**
 * The button look with the caller's classes after it. A caller's own `whitespace-*` (a long label
 * that may wrap on a phone rather than widen the page) replaces the look's `whitespace-nowrap`:
 * with both in the class list, the stylesheet's order decides, and `nowrap` comes last there.
 */
function withCallerClasses(look: string, className: string | undefined): string {
  if (!className || !/(^|\s)whitespace-/.test(className)) return cn(look, className);
  return cn(look.replace(/(^|\s)whitespace-nowrap(?=\s|$)/, ''), className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /** Disables the button and shows a spinner; the label stays, so the width does not jump. */
    loading?: boolean;
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  icon,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={withCallerClasses(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      {loading ? <Spinner className="size-4" label={null} /> : icon}
      {children}
    </button>
  );
}

type LinkButtonProps = LinkProps & ButtonStyle & { icon?: ReactNode };

/** A router link that looks like a button: for navigation, never for actions. */
export function LinkButton({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <Link className={withCallerClasses(buttonClasses({ variant, size, fullWidth }), className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}
