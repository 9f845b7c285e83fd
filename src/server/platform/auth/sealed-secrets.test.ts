import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretSealer, SealBrokenError } from './sealed-secrets';

const sealer = createSecretSealer(randomBytes(32));

describe('sealed secrets', () => {
  it('open what they sealed, for the same place only', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'staff-mfa:7');
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealer.seal('JBSWY3DPEHPK3PXP', 'staff-mfa:7')).not.toBe(sealed);
    expect(sealer.open(sealed, 'staff-mfa:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => sealer.open(sealed, 'staff-mfa:8')).toThrow(SealBrokenError);
  });

  it('refuse an altered, cut or garbled value as broken, never as a crash', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'staff-mfa:7');
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    for (const broken of [flipped, sealed.slice(0, 20), 'sealed:v1:', 'sealed:v1:!!!not base64!!!', `${sealed}AAAA`]) {
      expect(() => sealer.open(broken, 'staff-mfa:7'), broken).toThrow(SealBrokenError);
    }
  });

  it('do not open with another key, nor without one', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'staff-mfa:7');
    expect(() => createSecretSealer(randomBytes(32)).open(sealed, 'staff-mfa:7')).toThrow(SealBrokenError);
    const keyless = createSecretSealer(null);
    expect(() => keyless.open(sealed, 'staff-mfa:7')).toThrow(/SECRETS_KEY/);
    expect(() => keyless.open(sealed, 'staff-mfa:7')).not.toThrow(SealBrokenError);
  });

  it('read a value stored before any key as it is, and keep values as given without a key', () => {
    expect(sealer.open('JBSWY3DPEHPK3PXP', 'staff-mfa:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(createSecretSealer(null).seal('JBSWY3DPEHPK3PXP', 'staff-mfa:7')).toBe('JBSWY3DPEHPK3PXP');
  });
});
