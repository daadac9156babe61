/**
 * `use-sync-external-store/shim` for React 18+: react-i18next still imports the shim, which
 * carries a fallback for React 17 into the entry chunk. React 19 has the hook built in, so the
 * build resolves the shim to it (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
