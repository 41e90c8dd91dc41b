import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * A card: a plain box, or with `as` an `article` (one of a list, e.g. a request) or a `section`
 * (a part of a page) when it is named by its heading (`aria-labelledby` needs such a role).
 */
export function Card({
  className,
  as: Element = 'div',
  ...props
}: ComponentProps<'div'> & { as?: 'div' | 'article' | 'section' }) {
  return (
    <Element
      className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
