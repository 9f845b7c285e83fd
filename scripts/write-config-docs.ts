import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envExample, withReadmeSection } from './config-docs';

// `npm run config:docs`: writes the README's configuration table and `.env.example` from
// the settings in src/server/platform/settings/.
const root = path.resolve(import.meta.dirname, '..');

function write(file: string, text: string) {
  const target = path.join(root, file);
  const before = readFileSync(target, 'utf8');
  if (before === text) return console.log(`${file}: already up to date`);
  writeFileSync(target, text);
  console.log(`${file}: written`);
}

write('README.md', withReadmeSection(readFileSync(path.join(root, 'README.md'), 'utf8')));
write('.env.example', envExample());
