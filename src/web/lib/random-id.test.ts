import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomId } from './random-id';

describe('randomId', () => {
  it('makes version-4 UUIDs the assessment contract accepts, a new one each time', () => {
    const ids = Array.from({ length: 200 }, randomId);
    for (const id of ids) expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(ids.every((id) => id[14] === '4' && '89ab'.includes(id[19]))).toBe(true);
    expect(new Set(ids).size).toBe(200);
  });
});
