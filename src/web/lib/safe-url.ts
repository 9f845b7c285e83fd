/**
 * An operator-entered link, or null when it is not one we will render as a link: only http(s),
 * mailto and tel addresses and same-site paths pass, so a stored value can never run script.
 */
export function safeUrl(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
