/** Timestamps leave as ISO strings whatever text form the database gave them in. */
export function isoOrNull(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
