import { describe, expect, it } from 'vitest';
import { REMOVED_PHRASE_MARKER, hadSensitiveDataRemoved } from '../../../contract/chat/messages';
import { maskSensitiveData } from './sensitive-data';

const PHRASE_12 = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const PHRASE_24 =
  'abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual';

describe('card numbers in chat', () => {
  it.each([
    ['4111 1111 1111 1111', '[card number ending 1111 removed]'],
    ['4111-1111-1111-1111', '[card number ending 1111 removed]'],
    ['5500005555555559', '[card number ending 5559 removed]'],
    ['3782 822463 10005', '[card number ending 0005 removed]'],
  ])('%s becomes a marker that keeps the last four digits, the rest of the message stays', (card, marker) => {
    expect(maskSensitiveData(`My card is ${card}, please check it.`)).toBe(`My card is ${marker}, please check it.`);
  });

  it.each([
    ['an amount', 'I lost 1,250,000.00 USD and 4500 EUR'],
    ['a phone number', 'Call me on +44 20 7946 0100 or +1 415 555 0132 1234'],
    ['a date and time', 'It happened on 2026-11-24 at 10:30, and again 24/11/2026'],
    ['a number that fails the Luhn check', 'Reference 4111 1111 1111 1112'],
    ['a long transaction id', 'Transaction 12345678901234567890123 was refused'],
  ])('leaves %s alone', (_what, text) => {
    expect(maskSensitiveData(text)).toBe(text);
  });
});

describe('wallet recovery phrases in chat', () => {
  it('removes a 12-word and a 24-word phrase whole, numbered or not, keeping the rest', () => {
    expect(maskSensitiveData(`my seed is ${PHRASE_12} thanks`)).toBe(`my seed is ${REMOVED_PHRASE_MARKER} thanks`);
    const numbered = PHRASE_24.split(' ')
      .map((word, i) => `${i + 1}. ${word}`)
      .join('\n');
    expect(maskSensitiveData(`Here:\n${numbered}\nIs it safe?`)).toBe(`Here:\n${REMOVED_PHRASE_MARKER}\nIs it safe?`);
    expect(hadSensitiveDataRemoved(maskSensitiveData(PHRASE_12))).toBe(true);
  });

  it('keeps the words after a phrase, even listed ones ("Can you check?")', () => {
    expect(maskSensitiveData(`${PHRASE_12}. Can you check?`)).toBe(`${REMOVED_PHRASE_MARKER}. Can you check?`);
    expect(maskSensitiveData(`Mine: ${PHRASE_12} can you check this please`)).toBe(`Mine: ${REMOVED_PHRASE_MARKER} can you check this please`);
    // Mistyped (its checksum fails): the phrase still ends where the sentence does.
    expect(maskSensitiveData(`${PHRASE_24}. Can you check?`)).toBe(`${REMOVED_PHRASE_MARKER}. Can you check?`);
    // Two phrases in a row are two markers, nothing of either left.
    expect(maskSensitiveData(`${PHRASE_12} ${PHRASE_12}`)).toBe(`${REMOVED_PHRASE_MARKER} ${REMOVED_PHRASE_MARKER}`);
  });

  it('leaves ordinary sentences alone, even ones full of common words', () => {
    const sentences = [
      'I sent money to a broker who promised a great return and now they ask for a release fee before any withdrawal.',
      'Please call me back tomorrow morning about my case, the bank said they need more details.',
      'Eleven listed words here: abandon ability able about above absent absorb abstract absurd abuse access.',
    ];
    for (const text of sentences) expect(maskSensitiveData(text)).toBe(text);
    expect(hadSensitiveDataRemoved(sentences[0])).toBe(false);
  });
});
