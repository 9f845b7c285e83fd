import { wordlist } from '@scure/bip39/wordlists/english.js';
import { REMOVED_PHRASE_MARKER, removedCardMarker } from '../../../contract/chat/messages';

const BIP39_WORDS = new Set(wordlist);
const SHORTEST_PHRASE = 12;

// 13-19 digits, alone or in groups split by single spaces or dashes; not part of a longer number or a "+44 ..." phone number.
const CARD_CANDIDATE = /(?<![\d+])(?:\d[ -]?){12,18}\d(?!\d)/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers (13-19 digits that pass the Luhn check) become a marker keeping the last four digits. */
function maskCards(text: string): string {
  return text.replace(CARD_CANDIDATE, (match) => {
    const digits = match.replace(/[ -]/g, '');
    if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) return match;
    // A run of one repeated digit (0000 0000 0000 0) is a placeholder, not a card.
    if (/^(\d)\1+$/.test(digits)) return match;
    return removedCardMarker(digits.slice(-4));
  });
}

/**
 * Wallet recovery phrases: 12 or more words of the BIP-39 English list in a row (numbering and
 * punctuation between them allowed) are removed whole.
 */
function maskPhrases(text: string): string {
  const words = [...text.matchAll(/[A-Za-z]+/g)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const runs: Array<{ start: number; end: number }> = [];
  let runStart = -1;
  for (let i = 0; i <= words.length; i += 1) {
    const current = words[i];
    const joined = current && i > 0 && runStart >= 0 && /^[\s\d.,;:()-]*$/.test(text.slice(words[i - 1].end, current.start));
    const inList = current !== undefined && BIP39_WORDS.has(current.word);
    if (inList && (runStart < 0 || !joined)) {
      if (runStart >= 0 && i - runStart >= SHORTEST_PHRASE) runs.push({ start: words[runStart].start, end: words[i - 1].end });
      runStart = i;
    } else if (!inList) {
      if (runStart >= 0 && i - runStart >= SHORTEST_PHRASE) runs.push({ start: words[runStart].start, end: words[i - 1].end });
      runStart = -1;
    }
  }
  let masked = text;
  for (const run of runs.reverse()) {
    // A numbered list's first number ("1. abandon ...") goes with the phrase.
    const start = run.start - (/\d{1,2}[.)]\s*$/.exec(masked.slice(0, run.start))?.[0].length ?? 0);
    masked = `${masked.slice(0, start)}${REMOVED_PHRASE_MARKER}${masked.slice(run.end)}`;
  }
  return masked;
}

/** The message as it may be stored and shown: card numbers and recovery phrases replaced by markers. */
export function maskSensitiveData(message: string): string {
  return maskCards(maskPhrases(message));
}
