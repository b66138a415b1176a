// What wouter imports as "use-sync-external-store/shim" (a fallback for React 17) resolves here in the
// builds: React 19 has the hook itself, so every page is spared the shim.
export { useSyncExternalStore } from 'react';
