import * as v from 'valibot';

/** The page's window, typed without the DOM library (this package is compiled for Node too). */
const page = (): EventTarget => globalThis as unknown as EventTarget;

/** A window event between remotes: its name and the schema of its `detail`. */
export interface WindowEventContract<S extends v.GenericSchema> {
  name: string;
  detail: S;
}

export function windowEvent<S extends v.GenericSchema>(name: string, detail: S): WindowEventContract<S> {
  return { name, detail };
}

/** Calls `listener` with each event whose detail matches the contract (others are ignored); returns the unsubscribe. */
export function onWindowEvent<S extends v.GenericSchema>(
  contract: WindowEventContract<S>,
  listener: (detail: v.InferOutput<S>) => void,
): () => void {
  const handle = (event: Event) => {
    const result = v.safeParse(contract.detail, (event as CustomEvent<unknown>).detail);
    if (result.success) listener(result.output);
  };
  page().addEventListener(contract.name, handle);
  return () => page().removeEventListener(contract.name, handle);
}
