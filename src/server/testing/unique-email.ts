let sequence = 0;

/** An email address no other call in this process has used. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}@example.com`;
}
