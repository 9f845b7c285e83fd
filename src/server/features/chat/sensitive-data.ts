import { validateMnemonic } from '@scure/bip39';
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

type Word = { word: string; start: number; end: number };

const PHRASE_LENGTHS = [24, 21, 18, 15, 12];

/**
 * Where the phrase that starts at `run[from]` ends. A real phrase carries a checksum in its last word:
 * the longest run of words from `from` that checks is the phrase, and the listed words after it ("Can
 * you check?") are the visitor's own. A phrase that does not check (mistyped) ends at the first
 * sentence end after its twelfth word, or else takes the whole run: better a sentence too many removed
 * than a word of a phrase left.
 */
function phraseEnd(text: string, run: Word[], from: number): number {
  for (const length of PHRASE_LENGTHS) {
    const words = run.slice(from, from + length);
    if (words.length === length && validateMnemonic(words.map((w) => w.word).join(' '), wordlist)) return from + length;
  }
  for (let i = from + SHORTEST_PHRASE; i < run.length; i += 1) {
    if (/^[.!?]\s/.test(text.slice(run[i - 1].end, run[i].start))) return i;
  }
  return run.length;
}

/**
 * Wallet recovery phrases: 12 or more words of the BIP-39 English list in a row (numbering and
 * punctuation between them allowed) are removed, each phrase as one marker.
 */
function maskPhrases(text: string): string {
  const words: Word[] = [...text.matchAll(/[A-Za-z]+/g)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  // Runs of listed words, each joined to the one before by nothing but spaces, numbering and punctuation.
  const runs: Word[][] = [];
  let run: Word[] = [];
  for (const current of [...words, undefined]) {
    const previous = run.at(-1);
    const joined = current && previous && /^[\s\d.,;:()-]*$/.test(text.slice(previous.end, current.start));
    if (current && BIP39_WORDS.has(current.word) && (joined || !previous)) run.push(current);
    else {
      if (run.length >= SHORTEST_PHRASE) runs.push(run);
      run = current && BIP39_WORDS.has(current.word) ? [current] : [];
    }
  }
  const phrases: Array<{ start: number; end: number }> = [];
  for (const found of runs) {
    for (let from = 0; found.length - from >= SHORTEST_PHRASE; ) {
      const end = phraseEnd(text, found, from);
      phrases.push({ start: found[from].start, end: found[end - 1].end });
      from = end;
    }
  }
  let masked = text;
  for (const phrase of phrases.reverse()) {
    // A numbered list's first number ("1. abandon ...") goes with the phrase.
    const start = phrase.start - (/\d{1,2}[.)]\s*$/.exec(masked.slice(0, phrase.start))?.[0].length ?? 0);
    masked = `${masked.slice(0, start)}${REMOVED_PHRASE_MARKER}${masked.slice(phrase.end)}`;
  }
  return masked;
}

/** The message as it may be stored and shown: card numbers and recovery phrases replaced by markers. */
export function maskSensitiveData(message: string): string {
  return maskCards(maskPhrases(message));
}
