import { describe, expect, it } from 'vitest';
import { printable } from './pack-pdf';

describe("the pack's text", () => {
  it('keeps what the fonts draw (accents, pound and euro signs, curly quotes, line breaks) and shows the rest as "?"', () => {
    expect(printable('Zoë O’Brien paid £1,200 and €300\nthen “closed” it')).toBe('Zoë O’Brien paid £1,200 and €300\nthen “closed” it');
    expect(printable('Ольга Łukasz 😀')).toBe('????? ?ukasz ?');
  });

  it('drops control characters and turns tabs and carriage returns into spaces and line breaks', () => {
    expect(printable('a\tb\r\nc\u0000d\u0085e')).toBe('a b\ncde');
  });

  it('leaves markup as the characters typed', () => {
    expect(printable('<script>alert(1)</script> **bold** (x) Tj')).toBe('<script>alert(1)</script> **bold** (x) Tj');
  });
});
