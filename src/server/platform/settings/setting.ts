// What every setting is made of: its topic, the sentence an operator reads, its schema; and the
// schemas settings share.
import { z } from 'zod';

export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A whole number, `0` allowed (where `0` turns a limit or a check off). */
export const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
/** A `true`/`false` switch, off unless set to `true`. */
export const offByDefault = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const optionalHttpUrl = optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s) URL');

/** The topics the README and `.env.example` group the settings by, in that order. */
export const configTopics = ['server', 'database', 'security and sign-in', 'email', 'partner CRM', 'retention', 'limits'] as const;
export type ConfigTopic = (typeof configTopics)[number];

/** What an operator is told of one setting: the README's row and `.env.example`'s comment are written from it. */
export interface SettingDoc {
  topic: ConfigTopic;
  /** What the setting does, in one sentence (details go in docs/operations.md). */
  summary: string;
  /** The default in words, for a setting whose default is not a value of its own (worked out from others). */
  shownDefault?: string;
  /** A value `.env.example` shows commented out, for a setting unset by default. */
  example?: string;
}

export interface Setting<S extends z.ZodType = z.ZodType> extends SettingDoc {
  schema: S;
}

export function setting<S extends z.ZodType>(
  topic: ConfigTopic,
  summary: string,
  schema: S,
  more: Omit<SettingDoc, 'topic' | 'summary'> = {},
): Setting<S> {
  return { topic, summary, schema, ...more };
}
