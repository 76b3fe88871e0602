import type { FormEventHandler, ReactNode } from 'react';

/** A card's content inside a `<form>` (validated by the form library, not the browser) when it submits, else as is. */
export function OptionalForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement> | undefined;
  children: ReactNode;
}) {
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate>
      {children}
    </form>
  ) : (
    children
  );
}
