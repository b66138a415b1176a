import { useId } from 'react';
import type { LeadNote } from '@trippy/contracts';
import { addLeadNote, errorMessage } from '@trippy/api-client';
import { useForm, toast } from '@trippy/ui';
import { formatDateTime } from './lead-format';
import styles from './leads.module.css';

export const NOTE_MAX_LENGTH = 2000;

interface LeadNotesProps {
  leadId: string;
  notes: LeadNote[];
  onAdded: (note: LeadNote) => void;
}

/** The team's notes on a lead (oldest first) and a form to add one. */
export function LeadNotes({ leadId, notes, onAdded }: LeadNotesProps) {
  const id = useId();
  const form = useForm({ body: '' });
  const { body } = form.values;
  const trimmed = body.trim();

  const submit = form.submit(async () => {
    if (!trimmed || trimmed.length > NOTE_MAX_LENGTH) return;
    try {
      onAdded(await addLeadNote(leadId, trimmed));
      form.reset();
      toast.success('Note added');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not add the note. Please try again.'));
    }
  });

  return (
    <section className={`${styles.card} ${styles.notesCard}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className={styles.muted}>No notes yet. Write down what was said on each call.</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note._id} className={styles.note}>
              <p className={styles.noteMeta}>
                <strong>{note.author.name}</strong>{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className={styles.noteBody}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} onSubmit={submit}>
        <label htmlFor={id} className={styles.label}>
          Add a note
        </label>
        <textarea
          id={id}
          className={styles.input}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={body}
          aria-describedby={`${id}-count`}
          onChange={(event) => form.set('body', event.target.value.slice(0, NOTE_MAX_LENGTH))}
        />
        <div className={styles.noteFooter}>
          <span id={`${id}-count`} className={styles.muted}>
            {body.length}/{NOTE_MAX_LENGTH}
          </span>
          <button type="submit" className={styles.primaryButton} disabled={form.busy || !trimmed}>
            {form.busy ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
    </section>
  );
}
