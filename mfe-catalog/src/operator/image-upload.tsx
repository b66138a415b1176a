import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage, uploadOperatorImage } from '@trippy/api-client';
import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import { IMAGE_ACCEPT, IMAGE_FORMATS_TEXT, IMAGE_MAX_MB, imageFileProblem } from './image-check';

/** A file input that checks the file, uploads it and hands back its URL; the server's refusal is shown. */
export function ImageUpload({
  label,
  disabled,
  onUploaded,
}: {
  label: string;
  disabled?: boolean;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadOperatorImage(file);
      onUploaded(uploaded.url);
    } catch (failure) {
      setError(errorMessage(failure, 'The image could not be uploaded.'));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className={`${ui.control} ${styles.file}`}
        disabled={disabled || busy}
        aria-describedby={`${id}-help`}
        onChange={(e) => void choose(e)}
      />
      <span id={`${id}-help`} className={ui.muted}>
        {busy
          ? 'Uploading...'
          : `${IMAGE_FORMATS_TEXT} photo, up to ${IMAGE_MAX_MB} MB: the site makes the sizes it needs.`}
      </span>
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
