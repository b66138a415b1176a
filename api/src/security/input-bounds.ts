/**
 * Bounds every request input before any schema, pattern or database sees it. The walk is iterative, so
 * no nesting depth can overflow the stack, and it stops at the first problem.
 */
export const INPUT_LIMITS = {
  /** Longer than any field of the API (the longest, a lead's message, is 2,000). */
  maxStringLength: 5000,
  maxDepth: 6,
  /** Keys of one object or items of one array. */
  maxEntries: 100,
} as const;

/** "customerDetails.phone", "addons.0", or the part of the request when the problem is the whole value. */
const fieldName = (path: readonly (string | number)[], part: string): string =>
  path.length === 0 ? part : path.join('.');

/** A decimal number in text ("12", "-3.5", "1e309"); bounded by the string limit before it is tried. */
const NUMERIC_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

function stringProblem(value: string, field: string): string | undefined {
  if (value.length > INPUT_LIMITS.maxStringLength)
    return `${field} must be at most ${INPUT_LIMITS.maxStringLength} characters`;
  // The validator turns "1e309" into Infinity, which then passes integer checks and their bounds; no field
  // of the API wants a number that large, so it is refused here, for every route, as out of range.
  if (value.length <= 400 && NUMERIC_TEXT.test(value.trim()) && !Number.isFinite(Number(value)))
    return `${field} is out of range`;
  // PostgreSQL refuses NUL in text, and a lone surrogate is not text at all.
  if (value.includes('\u0000') || !value.isWellFormed())
    return `${field} contains characters that are not allowed`;
  return undefined;
}

/** The first reason `input` (a parsed body, query or params object) is refused, or undefined when it is fine. */
export function inputProblem(input: unknown, part: string): string | undefined {
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const field = fieldName(path, part);
    if (typeof value === 'string') {
      const problem = stringProblem(value, field);
      if (problem) return problem;
      continue;
    }
    // JSON.parse turns 1e309 into Infinity: no field of the API accepts a number that is not finite.
    if (typeof value === 'number' && !Number.isFinite(value)) return `${field} is out of range`;
    // Binary bodies (an image upload) are bytes, bounded by their route's body limit.
    if (value === null || typeof value !== 'object' || value instanceof Uint8Array) continue;
    if (path.length >= INPUT_LIMITS.maxDepth) return `${part} is nested too deeply`;
    const entries = Array.isArray(value)
      ? value.map((item, index) => [index, item] as const)
      : Object.entries(value);
    if (entries.length > INPUT_LIMITS.maxEntries) return `${field} has too many entries`;
    for (const [key, item] of entries) {
      if (typeof key === 'string') {
        const problem = stringProblem(key, `${field} key`);
        if (problem) return problem;
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}
