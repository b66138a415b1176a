import { Suspense, type ReactNode } from 'react';
import { RequireStaff, Spinner } from '@trippy/ui';

/** A back-office screen: staff only, its code loaded when first opened. */
export function OperatorRoute({ children }: { children: ReactNode }) {
  return (
    <RequireStaff>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </RequireStaff>
  );
}
