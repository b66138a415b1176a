import crypto from 'node:crypto';

/** A new 24-character lowercase hex id (like a MongoDB ObjectId). */
export function newId(): string {
  return crypto.randomBytes(12).toString('hex');
}

export const isId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);

/** Timestamps from either driver as ISO strings. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const json = (value: unknown): string => JSON.stringify(value);
