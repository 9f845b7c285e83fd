/** The attributes that tie a field to its validation message. */
export function describedField(id: string, error: string | undefined, ...describedBy: string[]) {
  const ids = [...describedBy, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
