/** `value`, or the journey stops here saying what was missing (instead of a non-null assertion that fails later). */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
