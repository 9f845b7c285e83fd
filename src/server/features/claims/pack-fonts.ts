import { readFileSync } from 'node:fs';

/** A TrueType font the pack embeds: its bytes, and whether it has a glyph for a character. */
export interface PackFont {
  name: string;
  bytes: Buffer;
  draws: (codePoint: number) => boolean;
}

// Beside this file in the source, beside the bundle (dist/server/fonts) once built: scripts/build-server.mjs
// copies them there.
const FONT_DIR = new URL('./fonts/', import.meta.url);

/** The code points a TrueType font maps to a glyph, read from its Unicode `cmap` subtable (format 4 or 12). */
export function mappedCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = font.readUInt32BE(20 + 16 * i);
  }
  if (cmap < 0) throw new Error('The font has no cmap table');
  const subtables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const at = cmap + 4 + 8 * i;
    subtables.set(`${font.readUInt16BE(at)}.${font.readUInt16BE(at + 2)}`, cmap + font.readUInt32BE(at + 4));
  }
  const mapped = new Set<number>();
  const full = subtables.get('3.10') ?? subtables.get('0.4');
  if (full !== undefined && font.readUInt16BE(full) === 12) {
    for (let i = 0, groups = font.readUInt32BE(full + 12); i < groups; i += 1) {
      const at = full + 16 + 12 * i;
      for (let code = font.readUInt32BE(at); code <= font.readUInt32BE(at + 4); code += 1) mapped.add(code);
    }
    return mapped;
  }
  const bmp = subtables.get('3.1') ?? subtables.get('0.3');
  if (bmp === undefined || font.readUInt16BE(bmp) !== 4) throw new Error('The font has no Unicode cmap of format 4 or 12');
  const segments = font.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s += 1) {
    const delta = font.readUInt16BE(deltas + 2 * s);
    const rangeOffset = font.readUInt16BE(rangeOffsets + 2 * s);
    for (let code = font.readUInt16BE(starts + 2 * s); code <= font.readUInt16BE(ends + 2 * s) && code < 0xffff; code += 1) {
      let glyph = code;
      if (rangeOffset !== 0) {
        glyph = font.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (code - font.readUInt16BE(starts + 2 * s)));
        if (glyph === 0) continue;
      }
      if ((glyph + delta) & 0xffff) mapped.add(code);
    }
  }
  return mapped;
}

function loadFont(name: string, file: string): PackFont {
  const bytes = readFileSync(new URL(file, FONT_DIR));
  const mapped = mappedCodePoints(bytes);
  return { name, bytes, draws: (codePoint) => mapped.has(codePoint) };
}

let loaded: { regular: PackFont; bold: PackFont } | null = null;

/** DejaVu Sans and its bold (fonts/LICENSE), read once. */
export function packFonts() {
  loaded ??= { regular: loadFont('DejaVuSans', 'DejaVuSans.ttf'), bold: loadFont('DejaVuSans-Bold', 'DejaVuSans-Bold.ttf') };
  return loaded;
}
