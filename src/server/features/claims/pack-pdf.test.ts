import { describe, expect, it } from 'vitest';
import { drawable, printable } from './pack-pdf';
import { packFonts } from './pack-fonts';

describe("the pack's text", () => {
  it('keeps every script as typed: accents, Polish, Cyrillic, Chinese, pound and euro signs, curly quotes, line breaks', () => {
    const typed = 'Zoë Łukasz-王 paid £1,200 and €300 to ООО «Альфа Инвест»\nthen “closed” it 😀';
    expect(printable(typed)).toBe(typed);
  });

  it('drops control characters and turns tabs and carriage returns into spaces and line breaks', () => {
    expect(printable('a\tb\r\nc\u0000d\u0085e\u007f')).toBe('a b\ncde');
  });

  it('leaves markup as the characters typed', () => {
    expect(printable('<script>alert(1)</script> **bold** (x) Tj')).toBe('<script>alert(1)</script> **bold** (x) Tj');
  });

  it('draws what DejaVu Sans has a glyph for, and shows "?" for the rest rather than an empty box', () => {
    const { regular, bold } = packFonts();
    for (const font of [regular, bold]) {
      expect(drawable('Zoë Łukasz, Ольга Петрова, Σωκράτης, £€', font)).toBe('Zoë Łukasz, Ольга Петрова, Σωκράτης, £€');
      expect(drawable('Łukasz-王\tx\u0000', font)).toBe('Łukasz-? x');
    }
  });
});
