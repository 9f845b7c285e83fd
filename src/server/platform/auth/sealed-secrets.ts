import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A value sealed for one place (its context) that could not be opened: moved from elsewhere, or altered. */
export class SealBrokenError extends Error {}

/**
 * Secrets the server must read back (two-factor secrets) sealed with `SECRETS_KEY` (AES-256-GCM), so
 * that a copy of the database alone does not give them away. The context (say, the member's id) is
 * bound in: a sealed value copied to another row does not open there. Without a key values are kept
 * as given; values stored before a key was set are read as they are until `seal` is applied to them.
 */
export function createSecretSealer(key: Buffer | null) {
  return {
    sealing: key !== null,
    isSealed: (stored: string) => stored.startsWith(PREFIX),

    seal(plain: string, context: string): string {
      if (!key) return plain;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },

    open(stored: string, context: string): string {
      if (!stored.startsWith(PREFIX)) return stored;
      if (!key) throw new Error('A sealed secret is stored but SECRETS_KEY is not set');
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      try {
        if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('too short');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SealBrokenError('A sealed secret does not open here');
      }
    },
  };
}

export type SecretSealer = ReturnType<typeof createSecretSealer>;

/** The sealer of the configured `SECRETS_KEY` (base64), or one that keeps values as given. */
export const secretSealerFor = (key: string | undefined) => createSecretSealer(key ? Buffer.from(key, 'base64') : null);

/** Where a member's two-factor secret is sealed for. */
export const mfaSecretContext = (userId: number) => `staff-mfa:${userId}`;
