import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configSettings, parseConfig } from '../src/server/platform/config';
import { envExample, envLine, README_END, README_START, readmeSection, settingDefault, withReadmeSection } from './config-docs';

// The README's configuration table and `.env.example` are written from src/server/platform/settings/:
// an edit to one without the other fails here.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const RUN = 'run `npm run config:docs` to write it from src/server/platform/settings/';

describe('configuration docs', () => {
  it("README.md's configuration table is the one the settings give", () => {
    const readme = read('README.md');
    expect(readme, `README.md has no configuration table between its markers: ${RUN}`).toContain(README_START);
    const written = readme.slice(readme.indexOf(README_START), readme.indexOf(README_END) + README_END.length);
    expect(written, `README.md's configuration table differs from the settings: ${RUN}`).toBe(readmeSection());
  });

  it('.env.example is the one the settings give', () => {
    expect(read('.env.example'), `.env.example differs from the settings: ${RUN}`).toBe(envExample());
  });

  it('names every setting in the README and in .env.example, each once', () => {
    const names = Object.keys(configSettings);
    const readmeRows = readmeSection().match(/^\| `[A-Z0-9_]+` \|/gm) ?? [];
    expect(readmeRows.map((row) => row.slice(3, -3))).toEqual(expect.arrayContaining(names));
    expect(readmeRows).toHaveLength(names.length);
    const envNames = envExample().match(/^(?:# )?[A-Z0-9_]+=/gm) ?? [];
    expect(envNames.map((line) => line.replace(/^# /, '').slice(0, -1)).sort()).toEqual([...names].sort());
  });

  it('.env.example copied to .env as it is sets every setting to its default', () => {
    expect(parseConfig(parseEnv(envExample()))).toEqual(parseConfig({}));
  });

  it('every example in .env.example, uncommented, reads back as written and the server accepts them all', () => {
    const uncommented = parseEnv(envExample().replace(/^# ([A-Z0-9_]+=)/gm, '$1'));
    for (const [name, setting] of Object.entries(configSettings)) {
      if (setting.example !== undefined) expect(uncommented[name], name).toBe(setting.example);
    }
    expect(() => parseConfig(uncommented)).not.toThrow();
  });

  it('says each setting in one short sentence: details belong in docs/operations.md', () => {
    for (const [name, { summary }] of Object.entries(configSettings)) {
      expect(summary, `${name}: one sentence, ending with a full stop`).toMatch(/^[^\n]+\.$/);
      expect(summary.length, `${name}: at most 180 characters (move details to docs/operations.md)`).toBeLessThanOrEqual(180);
    }
  });

  it('shows a default as the environment writes it, and unset where there is none', () => {
    expect(settingDefault(configSettings.PORT)).toBe('5000');
    expect(settingDefault(configSettings.TRUST_PROXY)).toBe('false');
    expect(settingDefault(configSettings.STAFF_MFA_REQUIRED)).toBe('false');
    expect(settingDefault(configSettings.DATABASE_URL)).toBeUndefined();
    expect(settingDefault(configSettings.OIDC_ALLOWED_DOMAINS)).toBeUndefined();
    expect(readmeSection()).toContain('| `PUBLIC_URL` | `http://localhost:<PORT>` |');
    expect(readmeSection()).toContain('| `DATABASE_URL` | unset |');
  });

  it('quotes a value a .env file would otherwise cut', () => {
    expect(envLine('MAIL_FROM', '"Recourse" <no-reply@example.org>')).toBe(`MAIL_FROM='"Recourse" <no-reply@example.org>'`);
    expect(envLine('CRM_TOKEN', 'abc#def')).toBe(`CRM_TOKEN='abc#def'`);
    expect(envLine('PORT', '5000')).toBe('PORT=5000');
  });

  it("rewrites only the README's part between the markers, and says so when they are missing", () => {
    const readme = `# Title\n\nbefore\n\n${README_START}\n| stale | row |\n${README_END}\n\nafter\n`;
    const written = withReadmeSection(readme);
    expect(written.startsWith('# Title\n\nbefore\n\n')).toBe(true);
    expect(written.endsWith(`${README_END}\n\nafter\n`)).toBe(true);
    expect(written).not.toContain('| stale | row |');
    expect(withReadmeSection(written)).toBe(written);
    expect(() => withReadmeSection('# Title\n')).toThrow(/must hold the configuration table between/);
  });
});
