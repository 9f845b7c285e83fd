// The e2e server has no SMTP: each email is an .eml file in <DATA_DIR>/mail. These read them as a user reads their inbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../fixtures';

const MAIL_DIR = path.resolve(E2E_DATA_DIR, 'mail');

/** The decoded text of every email sent to `to`, oldest first. */
async function mailTo(to: string): Promise<string[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(MAIL_DIR, name), 'utf8')));
  return texts
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
}

/** Every email sent to `to`, oldest first, once at least `count` have arrived. */
export async function mailsTo(to: string, count = 1): Promise<string[]> {
  await expect.poll(async () => (await mailTo(to)).length, { timeout: 15_000, message: `an email to ${to}` }).toBeGreaterThanOrEqual(count);
  return mailTo(to);
}

/** The path and query of the link in the newest email to `to` (waits for it to arrive). */
export async function linkMailedTo(to: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailTo(to)).length, { timeout: 15_000, message: `an email to ${to}` }).toBeGreaterThanOrEqual(count);
  const texts = await mailTo(to);
  const link = /https?:\/\/[^\s]+\/reset-password\?[^\s]+/.exec(texts[texts.length - 1]);
  if (!link) throw new Error(`no link in the email to ${to}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}

/** The path and fragment of the chat link in the newest 'reply is waiting' email to `to` (waits for it to arrive). */
export async function chatLinkMailedTo(to: string): Promise<string> {
  await expect
    .poll(async () => (await mailTo(to)).some((text) => text.includes('#chat-link=')), { timeout: 15_000, message: `a chat link to ${to}` })
    .toBe(true);
  const texts = (await mailTo(to)).filter((text) => text.includes('#chat-link='));
  const link = /https?:\/\/[^\s]+#chat-link=[^\s]+/.exec(texts[texts.length - 1]);
  if (!link) throw new Error(`no chat link in the email to ${to}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.hash}`;
}

/** Every email to `to`, decoded (to check what one does not say). */
export const mailTextsTo = mailTo;
