import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';
import { currentTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, qrModules, verifyTotp } from './totp';

describe('two-factor codes', () => {
  it('accepts the current code once, with one step of drift, and refuses others', () => {
    const { secret, otpauthUrl } = newTotpSecret('ann@example.com', 'Acme Recovery');
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Acme%20Recovery:ann%40example\.com\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const now = Date.parse('2026-11-24T12:00:10Z');
    const step = verifyTotp(secret, currentTotp(secret, now), null, now);
    expect(step).toBe(Math.floor(now / 30_000));
    // The same code again is refused; so is any earlier step.
    expect(verifyTotp(secret, currentTotp(secret, now), step, now)).toBeNull();
    // A code from 30 s ago or ahead still works (clock drift); two minutes off does not.
    expect(verifyTotp(secret, currentTotp(secret, now - 30_000), null, now)).toBe(step! - 1);
    expect(verifyTotp(secret, currentTotp(secret, now + 30_000), null, now)).toBe(step! + 1);
    expect(verifyTotp(secret, currentTotp(secret, now - 120_000), null, now)).toBeNull();
    expect(verifyTotp(secret, '12345', null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
    expect(verifyTotp(newTotpSecret('x', 'y').secret, currentTotp(secret, now), null, now)).toBeNull();
  });

  it('makes ten distinct recovery codes stored only as hashes, matched however they are typed', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashes[0]).not.toContain(codes[0]);
    expect(hashRecoveryCode(` ${codes[0].toUpperCase().replace(/-/g, ' ')} `)).toBe(hashes[0]);
  });

  it('draws the otpauth URL as a square QR matrix', () => {
    const modules = qrModules('otpauth://totp/A:b?secret=JBSWY3DPEHPK3PXP');
    expect(modules.length).toBeGreaterThanOrEqual(21);
    for (const row of modules) expect(row).toHaveLength(modules.length);
    // The finder pattern's dark corner.
    expect(modules[0][0]).toBe(true);
  });
});

describe('password policy', () => {
  it.each([
    ['short', 'Password must be at least 12 characters'],
    ['password1234', 'This password is too common: choose one that is harder to guess'],
    ['qwertyuiop123', 'This password is too common: choose one that is harder to guess'],
    ['correct horse battery staple', null],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
