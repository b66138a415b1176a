import { useSyncExternalStore, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './form.module.css';

const subscribe = () => () => undefined;

/** False on the server and while the page hydrates, true once this component's code runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A form that can arrive server-rendered: its fields stay disabled until the page's code has hydrated it, so
 * nothing typed is lost and nothing is submitted before the code that handles it runs; `method="post"` keeps
 * a password out of the URL even then.
 */
export function HydratedForm({
  legend,
  children,
  ...props
}: ComponentPropsWithRef<'form'> & {
  /** Names the fields as a group (its `legend`); without one the fieldset is no group, only the disabler. */
  legend?: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <fieldset
        role={legend ? undefined : 'presentation'}
        className={styles.untilHydrated}
        disabled={!hydrated}
      >
        {legend}
        {children}
      </fieldset>
    </form>
  );
}
