import { serverMessage } from '@trippy/api-client';
import type { Translate } from '@trippy/i18n';

/** A refused lead form says "Error: " and the server's message, or the form's own copy without one. */
export const leadFailure =
  (t: Translate, fallback: string) =>
  (error: unknown): string => {
    const message = serverMessage(error);
    return message ? t('Error: {message}', { message }) : fallback;
  };
