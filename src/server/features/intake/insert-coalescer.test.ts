import { describe, expect, it } from 'vitest';
import { InsertCoalescer } from './insert-coalescer';

describe('InsertCoalescer', () => {
  it('sends rows added in the same turn as one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const coalescer = new InsertCoalescer<number, number>(async (rows) => {
      batches.push(rows);
      return rows.map((r) => r * 10);
    });
    const results = await Promise.all([1, 2, 3].map((n) => coalescer.add(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('splits large bursts by the batch size', async () => {
    const sizes: number[] = [];
    const coalescer = new InsertCoalescer<number, number>(async (rows) => {
      sizes.push(rows.length);
      return rows;
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => coalescer.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('fails only the callers of the batch that failed', async () => {
    let call = 0;
    const coalescer = new InsertCoalescer<number, number>(async (rows) => {
      call += 1;
      if (call === 1) throw new Error('database down');
      return rows;
    });
    const first = await Promise.allSettled([coalescer.add(1), coalescer.add(2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(coalescer.add(3)).resolves.toBe(3);
  });
});
