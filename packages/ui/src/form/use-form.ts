import { useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '@trippy/api-client';
import { msg } from '@trippy/i18n';

/** A message per field; a field without one is valid. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/** The keys whose value is plain text (what an input's onChange gives). */
type TextKey<V> = { [K in keyof V]: string extends V[K] ? K : never }[keyof V] & string;

interface FormOptions<V> {
  /** The form's own rules (they stay next to the form); no message means valid. */
  validate?: (values: V) => FormErrors<V>;
  /** The form-level message for an error the handler throws; by default the server's message. */
  describeFailure?: (error: unknown) => string;
}

/** English, as other containers compare against it; FormFailure shows it in the page's language. */
export const FORM_FAILURE = msg('Something went wrong. Please try again.');
const defaultFailure = (error: unknown) => serverMessage(error) ?? FORM_FAILURE;

/**
 * One small controlled form: values, per-field errors, a busy state that blocks a second submit, and a
 * form-level failure message. The API's error answer carries one `message` (no map of fields): a form that
 * knows which field a 400 names shows it there with `setServerErrors`.
 * Not react-hook-form: it would add ~9 KB gzip to every remote with a form, against the 40 KB per-remote and
 * 150 KB first-load budgets, for forms this small.
 */
export function useForm<V extends object>(initial: V | (() => V), options: FormOptions<V> = {}) {
  const [first] = useState(initial);
  const [values, setValues] = useState<V>(first);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  /** Stores one value and clears that field's error. */
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  };

  /** Props for a text input, select or textarea: name, value and an onChange that stores what was typed. */
  const input = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as V[K]),
  });
  /** The same for a `Field`, with the field's error. */
  const field = <K extends TextKey<V>>(key: K) => ({ ...input(key), error: errors[key] });

  /** Runs `handler` with the busy state (not while another run is busy); a throw becomes the failure. */
  const run = async (handler: (values: V) => unknown, describe = options.describeFailure): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await handler(values);
    } catch (error) {
      setFailure((describe ?? defaultFailure)(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** An onSubmit: no page load, the rules first (their messages shown), then `handler` through `run`. */
  const submit =
    (handler: (values: V) => unknown, describe?: (error: unknown) => string) => (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const found = options.validate?.(values) ?? {};
      setErrors(found);
      setFailure(null);
      if (Object.values(found).some(Boolean)) return;
      void run(handler, describe);
    };

  /** Shows the server's answer: messages under fields and, optionally, one for the form. */
  const setServerErrors = (fieldErrors: FormErrors<V>, message: string | null = null) => {
    setErrors(fieldErrors);
    setFailure(message);
  };

  const reset = (next: V = first) => {
    setValues(next);
    setErrors({});
    setFailure(null);
  };

  return {
    values,
    errors,
    failure,
    busy,
    set,
    input,
    field,
    run,
    submit,
    setServerErrors,
    setFailure,
    reset,
  };
}

/** What `useForm` gives, for a component that draws a form its parent owns. */
export type Form<V extends object> = ReturnType<typeof useForm<V>>;
