// An alert box with a title (shadcn's Alert): `destructive` for failures ('Error' and the reason), `default`
// for a notice the user should read before acting (offline).
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const alertVariants = cva('flex items-start gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    variant: {
      default: 'border-border bg-card text-foreground',
      warning: 'border-amber-300 bg-limited-soft text-slate-900',
      destructive: 'border-red-300 bg-prohibited-soft text-red-900',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Alert({
  title,
  icon,
  variant,
  children,
  className,
  role = variant === 'destructive' ? 'alert' : 'status',
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & VariantProps<typeof alertVariants> & { title: string; icon?: ReactNode }) {
  return (
    <div role={role} className={cn(alertVariants({ variant }), className)} {...props}>
      {icon}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
