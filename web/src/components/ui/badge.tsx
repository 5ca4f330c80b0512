import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-muted text-foreground',
        outline: 'text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        // Policy statuses (spec 000 §4).
        allowed: 'border-green-200 bg-allowed-soft text-allowed',
        limited: 'border-amber-200 bg-limited-soft text-limited',
        prohibited: 'border-red-200 bg-prohibited-soft text-prohibited',
        // A low-severity finding of the ad analyzer (spec 001: high red, medium yellow, low blue).
        info: 'border-blue-200 bg-blue-50 text-blue-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
