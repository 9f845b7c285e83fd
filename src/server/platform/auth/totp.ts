import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (base32), and the otpauth:// URL an authenticator app scans. */
export function newTotpSecret(accountLabel: string, issuer: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, accountLabel, issuer).toString() };
}

/**
 * The time step of a valid code (one step of clock drift either way), or null. A step at or before
 * `lastUsedStep` is refused: a code works once.
 */
export function verifyTotp(secretBase32: string, code: string, lastUsedStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The code an authenticator shows at `now` (for tests and the set-up check). */
export function currentTotp(secretBase32: string, now = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp: now });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

/** Ten single-use recovery codes like `k7m2-x9pq-4tza`; only their hashes are stored. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** The QR code of `text` as rows of dark (true) and light modules, drawn by the browser as SVG (no image data URLs under our CSP). */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
}
