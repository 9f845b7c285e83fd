import { parseEnv } from 'node:util';
import { configSettings } from '../src/server/platform/config';
import { type ConfigTopic, configTopics, type Setting } from '../src/server/platform/settings/setting';

// The README's configuration table and `.env.example`, both written from the settings in
// src/server/platform/settings/, so an operator reads there what the server checks at start.

export const README_START = '<!-- config:start: written by `npm run config:docs` from src/server/platform/settings/; edit there -->';
export const README_END = '<!-- config:end -->';

const COMMENT_WIDTH = 100;

const topicTitle = (topic: ConfigTopic) => topic[0].toUpperCase() + topic.slice(1);

/** The settings of each topic, in the order the server checks them. */
function byTopic(): { topic: ConfigTopic; settings: [string, Setting][] }[] {
  const entries = Object.entries(configSettings);
  return configTopics.map((topic) => ({ topic, settings: entries.filter(([, setting]) => setting.topic === topic) }));
}

/** A setting's default as it is written in the environment, or undefined for one unset by default. */
export function settingDefault(setting: Setting): string | undefined {
  const parsed: unknown = setting.schema.parse(undefined);
  if (parsed === undefined || (Array.isArray(parsed) && parsed.length === 0)) return undefined;
  if (typeof parsed === 'string' || typeof parsed === 'number' || typeof parsed === 'boolean') return String(parsed);
  throw new Error(`a default of ${JSON.stringify(parsed)} cannot be written in the environment`);
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The README's part between its markers: one table per topic. */
export function readmeSection(): string {
  const tables = byTopic().map(({ topic, settings }) => {
    const rows = settings.map(([name, setting]) => {
      const value = settingDefault(setting);
      const shown = value === undefined ? (setting.shownDefault ?? 'unset') : `\`${value}\``;
      return `| \`${name}\` | ${cell(shown)} | ${cell(setting.summary)} |`;
    });
    return [`### ${topicTitle(topic)}`, '', '| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
  });
  return [README_START, ...tables, README_END].join('\n\n');
}

/** `readme` with the part between its markers written anew; the rest stays as it was. */
export function withReadmeSection(readme: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`README.md must hold the configuration table between ${README_START} and ${README_END}`);
  }
  return readme.slice(0, start) + readmeSection() + readme.slice(end + README_END.length);
}

/** `text` as comment lines of at most COMMENT_WIDTH characters, words kept whole. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length > 1 && line.length + 1 + word.length > COMMENT_WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** `NAME=value`, quoted where a .env file would otherwise read another value (a `#`, quotes, edge spaces). */
export function envLine(name: string, value: string): string {
  for (const written of [value, `'${value}'`, `"${value}"`]) {
    if (parseEnv(`${name}=${written}`)[name] === value) return `${name}=${written}`;
  }
  throw new Error(`${name}: ${JSON.stringify(value)} cannot be written in a .env file`);
}

/** `.env.example`: every setting, its sentence, and its default (or, unset by default, an example commented out). */
export function envExample(): string {
  const head = [
    '# Copy to .env and change what you need. The environment wins over this file.',
    '# Written by `npm run config:docs` from src/server/platform/settings/: change the settings there.',
    '# A line with a value is the setting at its default; a line commented out is a setting unset by',
    '# default, with an example. docs/operations.md says more of each.',
  ].join('\n');
  const topics = byTopic().map(({ topic, settings }) => {
    const entries = settings.map(([name, setting]) => {
      const value = settingDefault(setting);
      const lines = comment(setting.summary);
      if (value !== undefined) return [...lines, envLine(name, value)].join('\n');
      if (setting.shownDefault) lines.push(...comment(`Default: ${setting.shownDefault}.`));
      return [...lines, `# ${setting.example === undefined ? `${name}=` : envLine(name, setting.example)}`].join('\n');
    });
    return [`# ===== ${topicTitle(topic)} =====`, ...entries].join('\n\n');
  });
  return `${[head, ...topics].join('\n\n')}\n`;
}
