import type { Writable } from 'node:stream';

/**
 * Destroys `out`, the stream a download's response reads, once that reader has taken nothing for
 * `stallMs`: a client that stops reading without closing would otherwise hold what feeds the download
 * (a database connection, its buffers) for as long as it stays connected. The response ends with it.
 */
export function endWhenReaderStalls(out: Writable, stallMs: number): void {
  let moving = Date.now();
  out.on('drain', () => {
    moving = Date.now();
  });
  const watch = setInterval(
    () => {
      if (!out.writableNeedDrain) moving = Date.now();
      else if (Date.now() - moving > stallMs) out.destroy(new Error('The download reader stopped reading'));
    },
    Math.max(50, Math.min(5_000, Math.floor(stallMs / 4))),
  ).unref();
  out.once('close', () => clearInterval(watch));
}
