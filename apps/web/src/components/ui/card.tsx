import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type CardProps = HTMLAttributes<HTMLDivElement> & { padded?: boolean };

export function Card({ className, padded = true, ...props }: CardProps) {
  return (
    <div
      className={cn('rounded-card border border-line bg-white shadow-card', padded && 'p-6', className)}
      {...props}
    />
  );
}
