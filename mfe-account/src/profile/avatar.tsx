import { useState } from 'react';
import styles from './profile.module.css';

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}

/** The customer's picture, or their initials when there is none or it fails to load. */
export function Avatar({
  name,
  initials,
  src,
}: {
  name: string;
  initials: string;
  src?: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt={name}
        width={72}
        height={72}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={styles.avatar} role="img" aria-label={name} data-testid="avatar-initials">
      {initials}
    </span>
  );
}
