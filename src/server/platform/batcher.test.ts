import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

describe('Batcher', () => {
  it('sends rows added in the same turn as one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(async (rows) => {
      batches.push(rows);
      return rows.map((r) => r * 10);
    });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('splits large bursts by the batch size', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher<number, number>(
      async (rows) => {
        sizes.push(rows.length);
        return rows;
      },
      { maxBatch: 4 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('fails only the callers of the batch that failed', async () => {
    let call = 0;
    const batcher = new Batcher<number, number>(async (rows) => {
      call += 1;
      if (call === 1) throw new Error('database down');
      return rows;
    });
    const first = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(batcher.add(3)).resolves.toBe(3);
  });
});
