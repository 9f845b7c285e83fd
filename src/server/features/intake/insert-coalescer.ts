/**
 * Gathers the inserts that arrive in the same turn of the event loop and hands them to `flush`
 * as one batch: one statement and one commit for many concurrent requests. Each caller gets the
 * result for its own row, and an error fails only the batch it was in. At most `maxInFlight`
 * batches run at once: rows arriving meanwhile wait and go together in the next batch (group
 * commit), instead of queueing one small statement each for a pooled connection.
 */
export class InsertCoalescer<Row, Result> {
  private queue: { row: Row; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly flush: (rows: Row[]) => Promise<Result[]>,
    private readonly maxBatch = 256,
    private readonly maxInFlight = 2,
  ) {}

  add(row: Row): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
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
      this.flush(batch.map((item) => item.row))
        .then(
          (results) => {
            for (const [i, item] of batch.entries()) item.resolve(results[i]);
          },
          (error: unknown) => {
            for (const item of batch) item.reject(error);
          },
        )
        .finally(() => {
          this.inFlight -= 1;
          this.drain();
        });
    }
  }
}
