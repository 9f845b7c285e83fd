// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from './dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function keydownListeners(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([type]) => type === 'keydown').length;
}

describe('DialogContent', () => {
  it('listens on the window only while open, however many closed dialogs a table mounts', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const rows = (openRow: number | null) =>
      Array.from({ length: 30 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows
        <Dialog key={row} open={row === openRow}>
          <DialogContent title={`Row ${row}`}>Details of row {row}</DialogContent>
        </Dialog>
      ));
    const view = render(<div>{rows(null)}</div>);
    expect(keydownListeners(added)).toBe(0);
    view.rerender(<div>{rows(3)}</div>);
    expect(keydownListeners(added)).toBeGreaterThanOrEqual(1);
    expect(keydownListeners(added)).toBeLessThan(30);
  });
});
