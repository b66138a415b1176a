import { useId, type ReactNode } from 'react';
import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, its control (given the ids and classes to use) and its error, linked for screen readers. */
export function FormField({
  label,
  error,
  hint,
  wide,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: ui.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint ? <span className={ui.muted}>{hint}</span> : null}
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
