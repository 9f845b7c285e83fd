/**
 * What makes two ledger references the same payment's: compared after NFKC (full-width and
 * compatibility forms fold to their plain letters and digits), lower case, and with everything that is
 * not a letter or a digit taken out (spaces, dashes of every kind, dots, slashes, and the invisible
 * format characters such as a zero-width space). "CHB-7001", "chb 7001", "CHB‐7001." and "CHB\u200B7001"
 * are one reference. A reference with no letter or digit at all is compared as written (folded the same way).
 */
export function referenceKey(reference: string): string {
  const folded = reference.normalize('NFKC').toLowerCase().normalize('NFKC');
  return folded.replace(/[^\p{L}\p{N}]/gu, '') || folded.trim();
}
