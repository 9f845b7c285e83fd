/**
 * Gathers the items added in the same turn of the event loop and hands them to `flush` as one
 * batch: one statement and one commit for many concurrent requests. Each caller gets the result
 * for its own item, and an error fails only the batch it was in. At most `maxInFlight` batches run
 * at once: items arriving meanwhile wait and go together in the next batch (group commit), instead
 * of queueing one small statement each for a pooled connection.
 * Used wherever many requests write the same kind of row: new leads, rate-limit hits, chat messages.
 */
export class Batcher<Item, Result> {
  private queue: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly flush: (items: Item[]) => Promise<Result[]>,
    options: { maxBatch?: number; maxInFlight?: number } = {},
  ) {
    this.maxBatch = options.maxBatch ?? 256;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.drain());
      }
    });
  }

  private drain(): void {
    this.scheduled = false;
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      this.flush(batch.map((entry) => entry.item))
        .then(
          (results) => {
            for (const [i, entry] of batch.entries()) entry.resolve(results[i]);
          },
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          this.inFlight -= 1;
          this.drain();
        });
    }
  }
}
