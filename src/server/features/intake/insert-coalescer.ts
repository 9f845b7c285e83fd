/**
 * Gathers the inserts that arrive in the same turn of the event loop and hands them to `flush`
 * as one batch: one statement and one commit for many concurrent requests. Each caller gets the
 * result for its own row, and an error fails only the batch it was in.
 */
export class InsertCoalescer<Row, Result> {
  private queue: { row: Row; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly flush: (rows: Row[]) => Promise<Result[]>,
    private readonly maxBatch = 256,
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
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.flush(batch.map((item) => item.row)).then(
        (results) => batch.forEach((item, i) => item.resolve(results[i])),
        (error: unknown) => batch.forEach((item) => item.reject(error)),
      );
    }
  }
}
