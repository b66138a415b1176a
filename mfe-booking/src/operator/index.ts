import { lazyWithRetry } from '@trippy/federation';

// The back office's routes are their own chunk: the public pages of this remote never download them.
export const OperatorApp = lazyWithRetry(() =>
  import('./operator-app').then((m) => ({ default: m.OperatorApp })),
);
