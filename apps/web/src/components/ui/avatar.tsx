import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-8 text-xs', md: 'size-12 text-body', lg: 'size-24 text-h3' } as const;

/** Up to two initials, upper-cased by the page's language rules (Turkish i → İ). */
function initialsOf(name: string, locale: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase(locale);
}

/**
 * A person's picture, or their initials on a brand circle when there is none. Decorative
 * (`alt=""`): it always sits next to the person's name.
 */
export function Avatar({
  name,
  src,
  locale,
  size = 'sm',
  className,
}: {
  name: string;
  src: string | null;
  locale: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (src) return <img src={src} alt="" className={cn(box, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(box, 'bg-accent-400 font-bold text-brand-950')}>
      {initialsOf(name, locale)}
    </span>
  );
}
