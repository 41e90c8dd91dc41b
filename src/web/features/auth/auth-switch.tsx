import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The line under a sign-in or sign-up card that leads to the other one. */
export function AuthSwitch({
  question,
  href,
  label,
  children,
}: {
  question: string;
  href: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {question}{' '}
      <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
      {children}
    </>
  );
}
