import { useCallback, useMemo, useState } from 'react';
import { slugFromName } from './slug';
import type { FormErrors, PackageForm, TextListKey } from './package-form';

/**
 * The editor's state: the form as typed, its field errors, and whether it differs from what was last loaded
 * or saved (a failed save keeps every change).
 */
export function usePackageForm(initial: PackageForm) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const update = useCallback((patch: Partial<PackageForm>) => setForm((f) => ({ ...f, ...patch })), []);
  const setName = useCallback(
    (name: string) => setForm((f) => ({ ...f, name, slug: f.slugEdited ? f.slug : slugFromName(name) })),
    [],
  );
  const setSlug = useCallback((slug: string) => setForm((f) => ({ ...f, slug, slugEdited: true })), []);

  const setLine = useCallback(
    (key: TextListKey, index: number, value: string) =>
      setForm((f) => ({ ...f, [key]: f[key].map((line, i) => (i === index ? value : line)) })),
    [],
  );
  const addLine = useCallback((key: TextListKey) => setForm((f) => ({ ...f, [key]: [...f[key], ''] })), []);
  const removeLine = useCallback(
    (key: TextListKey, index: number) =>
      setForm((f) => ({ ...f, [key]: f[key].filter((_, i) => i !== index) })),
    [],
  );

  const setDay = useCallback(
    (index: number, patch: Partial<PackageForm['itinerary'][number]>) =>
      setForm((f) => ({
        ...f,
        itinerary: f.itinerary.map((d, i) => (i === index ? { ...d, ...patch } : d)),
      })),
    [],
  );
  const setAddon = useCallback(
    (index: number, patch: Partial<PackageForm['addons'][number]>) =>
      setForm((f) => ({ ...f, addons: f.addons.map((a, i) => (i === index ? { ...a, ...patch } : a)) })),
    [],
  );

  /** The form as saved by the server: the new baseline. */
  const reset = useCallback((next: PackageForm) => {
    setForm(next);
    setSaved(next);
    setErrors({});
  }, []);

  const dirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(saved), [form, saved]);

  return {
    form,
    errors,
    setErrors,
    dirty,
    update,
    setName,
    setSlug,
    setLine,
    addLine,
    removeLine,
    setDay,
    setAddon,
    reset,
  };
}

export type PackageFormState = ReturnType<typeof usePackageForm>;
