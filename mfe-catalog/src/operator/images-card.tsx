import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import { ImageUpload } from './image-upload';
import { LIMITS } from './package-form';
import type { PackageFormState } from './use-package-form';

function Thumb({
  url,
  alt,
  onRemove,
  removeLabel,
}: {
  url: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className={styles.thumb}>
      <img src={url} alt={alt} loading="lazy" />
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

/** The card image (listings and the page's first picture) and the gallery, uploaded here. */
export function ImagesCard({ state }: { state: PackageFormState }) {
  const { form, errors } = state;
  const galleryFull = LIMITS.gallery !== undefined && form.gallery.length >= LIMITS.gallery;
  return (
    <section className={ui.card} aria-labelledby="images-heading">
      <h2 id="images-heading">Images</h2>
      <h3>Card image</h3>
      {form.cardImage ? (
        <ul className={styles.thumbs}>
          <Thumb
            url={form.cardImage}
            alt="Card image"
            removeLabel="Remove the card image"
            onRemove={() => state.update({ cardImage: '' })}
          />
        </ul>
      ) : (
        <p className={ui.muted}>No card image yet.</p>
      )}
      <ImageUpload
        label={form.cardImage ? 'Replace the card image' : 'Upload the card image'}
        onUploaded={(url) => state.update({ cardImage: url })}
      />
      {errors.cardImage ? <p className={styles.fieldError}>{errors.cardImage}</p> : null}

      <h3>Gallery</h3>
      {form.gallery.length === 0 ? (
        <p className={ui.muted}>No gallery images: the card image is shown.</p>
      ) : null}
      <ul className={styles.thumbs}>
        {form.gallery.map((url, i) => (
          <Thumb
            key={`${url}-${i}`}
            url={url}
            alt={`Gallery image ${i + 1}`}
            removeLabel={`Remove gallery image ${i + 1}`}
            onRemove={() => state.update({ gallery: form.gallery.filter((_, n) => n !== i) })}
          />
        ))}
      </ul>
      <ImageUpload
        label="Add a gallery image"
        disabled={galleryFull}
        onUploaded={(url) => state.update({ gallery: [...form.gallery, url] })}
      />
      {errors.gallery ? <p className={styles.fieldError}>{errors.gallery}</p> : null}
    </section>
  );
}
