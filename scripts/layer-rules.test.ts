import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterEach, describe, expect, it } from 'vitest';

// The project's own rules, run on small trees written for each case: each broken tree must be reported
// under the rule that names its fault, and a tree that keeps the layers must pass.
const configFile = resolve(import.meta.dirname, '../.dependency-cruiser.cjs');

type Tree = Record<string, string>;

const cleanTree: Tree = {
  'src/contract/leads/leads.ts': `export type Lead = { id: string };\n`,
  'src/server/platform/db/client.ts': `export const database = { query: () => 1 };\n`,
  'src/server/features/staff/service.ts': `import { database } from '../../platform/db/client';\nexport const findStaff = () => database.query();\n`,
  'src/server/features/staff/index.ts': `export { findStaff } from './service';\n`,
  'src/server/features/leads/service.ts': `import type { Lead } from '../../../contract/leads/leads';\nimport { findStaff } from '../staff';\nexport const listLeads = (): Lead[] => (findStaff() ? [] : []);\n`,
  'src/server/features/leads/leads.test.ts': `import { listLeads } from './service';\nimport { buildApp } from '../../testing';\nexport const check = () => [listLeads(), buildApp()];\n`,
  'src/server/testing/index.ts': `import { listLeads } from '../features/leads/service';\nexport const buildApp = () => listLeads();\n`,
  'src/web/lib/format.ts': `export const money = (cents: number) => String(cents / 100);\n`,
  'src/web/features/accounts/components/balance.tsx': `import { money } from '../../../lib/format';\nexport const Balance = () => <p>{money(1)}</p>;\n`,
  'src/web/features/accounts/index.ts': `export { Balance } from './components/balance';\n`,
  'src/web/features/leads/components/leads-tab.tsx': `import type { Lead } from '../../../../contract/leads/leads';\nimport { Balance } from '../../accounts';\nexport const LeadsTab = ({ leads }: { leads: Lead[] }) => <div>{leads.length}<Balance /></div>;\n`,
  'src/web/app/admin/admin-page.tsx': `import { LeadsTab } from '../../features/leads/components/leads-tab';\nexport const AdminPage = () => <LeadsTab leads={[]} />;\n`,
};

const tsconfig = {
  compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true },
  include: ['src'],
};

let folder: string | null = null;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = null;
});

async function violations(tree: Tree): Promise<Array<{ rule: string; from: string; to: string }>> {
  folder = await mkdtemp(join(tmpdir(), 'layer-rules-'));
  for (const [path, text] of Object.entries({ ...tree, 'tsconfig.json': JSON.stringify(tsconfig) })) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
  const options = await extractDepcruiseOptions(configFile);
  const tsConfigFile = join(folder, 'tsconfig.json');
  const result = await cruise(
    ['src'],
    { ...options, baseDir: folder, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result, got text');
  expect(result.output.summary.error).toBe(result.output.summary.violations.length);
  expect(result.output.modules.length).toBeGreaterThanOrEqual(Object.keys(tree).length);
  return result.output.summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
}

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('passes a tree that keeps the layers', async () => {
    expect(await violations(cleanTree)).toEqual([]);
  });

  it('reports an import cycle', async () => {
    const found = await violations({
      ...cleanTree,
      'src/web/lib/format.ts': `import { percent } from './percent';\nexport const money = (cents: number) => percent(cents);\n`,
      'src/web/lib/percent.ts': `import { money } from './format';\nexport const percent = (n: number) => String(n) + (n > 1 ? money(n - 1) : '');\n`,
    });
    expect(found.map((violation) => violation.rule)).toContain('no-cycle');
    expect(found.every((violation) => violation.rule === 'no-cycle')).toBe(true);
  });

  it('reports a platform file importing a feature', async () => {
    const found = await violations({
      ...cleanTree,
      'src/server/platform/auth/staff-guard.ts': `import { findStaff } from '../../features/staff';\nexport const guard = () => findStaff();\n`,
    });
    expect(found).toEqual([
      { rule: 'platform-not-to-features', from: 'src/server/platform/auth/staff-guard.ts', to: 'src/server/features/staff/index.ts' },
    ]);
  });

  it("reports a server feature reaching into another feature's internals", async () => {
    const found = await violations({
      ...cleanTree,
      'src/server/features/leads/service.ts': `import { findStaff } from '../staff/service';\nexport const listLeads = () => (findStaff() ? [] : []);\n`,
    });
    expect(found).toEqual([
      { rule: 'server-feature-through-index', from: 'src/server/features/leads/service.ts', to: 'src/server/features/staff/service.ts' },
    ]);
  });

  it("reports a server test reaching into another feature's internals", async () => {
    const found = await violations({
      ...cleanTree,
      'src/server/features/leads/leads.test.ts': `import { findStaff } from '../staff/service';\nexport const check = () => findStaff();\n`,
    });
    expect(found.map((violation) => violation.rule)).toEqual(['server-feature-through-index']);
  });

  it('reports a web lib importing a web feature', async () => {
    const found = await violations({
      ...cleanTree,
      'src/web/lib/balance-text.tsx': `import { Balance } from '../features/accounts';\nexport const BalanceText = () => <span><Balance /></span>;\n`,
    });
    expect(found).toEqual([
      { rule: 'web-shared-not-to-features-or-app', from: 'src/web/lib/balance-text.tsx', to: 'src/web/features/accounts/index.ts' },
    ]);
  });

  it("reports a browser feature reaching into another feature's internals", async () => {
    const found = await violations({
      ...cleanTree,
      'src/web/features/leads/components/leads-tab.tsx': `import { Balance } from '../../accounts/components/balance';\nexport const LeadsTab = () => <Balance />;\n`,
    });
    expect(found).toEqual([
      {
        rule: 'web-feature-through-index',
        from: 'src/web/features/leads/components/leads-tab.tsx',
        to: 'src/web/features/accounts/components/balance.tsx',
      },
    ]);
  });

  it('reports the contract, the browser and a browser feature crossing their bounds', async () => {
    const found = await violations({
      ...cleanTree,
      'src/contract/leads/leads.ts': `import { money } from '../../web/lib/format';\nexport type Lead = { id: string };\nexport const label = money(1);\n`,
      'src/web/lib/format.ts': `import type { database } from '../../server/platform/db/client';\nexport const money = (cents: number) => String(cents / 100);\nexport type Db = typeof database;\n`,
      'src/web/features/accounts/components/balance.tsx': `import { AdminPage } from '../../../app/admin/admin-page';\nexport const Balance = () => <p>{String(AdminPage)}</p>;\n`,
    });
    expect(found.map((violation) => violation.rule).sort()).toEqual(
      expect.arrayContaining(['contract-stands-alone', 'web-features-not-to-app', 'web-not-to-server']),
    );
  });

  it('reports running server code importing the test toolkit', async () => {
    const found = await violations({
      ...cleanTree,
      'src/server/features/staff/service.ts': `import { buildApp } from '../../testing';\nexport const findStaff = () => buildApp();\n`,
    });
    expect(found.map((violation) => violation.rule)).toContain('testing-only-from-tests');
  });
});
