/**
 * The API's 400 messages name the field first ("phone is not valid", "password must be at least 8
 * characters"); this finds which of the form's fields a message is about, so it shows under that input.
 */
export function serverFieldError<K extends string>(
  message: string | undefined,
  fields: readonly K[],
): { field: K; message: string } | null {
  if (!message) return null;
  const first = /^([A-Za-z]+)\b/.exec(message)?.[1];
  const field = fields.find((name) => name === first);
  if (!field) return null;
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}
