/** The welcome (lead) modal shows once per browser, remembered under the spec's `modalShown` key. */
export const WELCOME_FLAG = 'modalShown';

export function shouldShowWelcome(storage: Pick<Storage, 'getItem'> | null): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(WELCOME_FLAG) === null;
  } catch {
    return false;
  }
}

export function rememberWelcomeShown(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(WELCOME_FLAG, 'true');
  } catch {
    // storage may be full or blocked; showing the modal again is harmless
  }
}
