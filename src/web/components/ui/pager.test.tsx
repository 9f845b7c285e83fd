// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

function renderPager(props: { page: number; total: number; shown: number; totalCapped?: boolean; depth?: { rows: number; note: string } }) {
  const onPage = vi.fn();
  render(<Pager label="Leads pages" items="leads" pageSize={20} onPage={onPage} {...props} />);
  const pages = screen.getByRole('navigation', { name: 'Leads pages' });
  return {
    text: pages.textContent,
    previous: screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement,
    next: screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement,
    onPage,
  };
}

describe('the pager', () => {
  it('says which rows are shown of how many, and stops at both ends', async () => {
    const first = renderPager({ page: 1, total: 45, shown: 20 });
    expect(first.text).toContain('Showing 1 to 20 of 45 leads');
    expect(first.text).toContain('Page 1 of 3');
    expect(first.previous.disabled).toBe(true);
    await userEvent.click(first.next);
    expect(first.onPage).toHaveBeenCalledWith(2);
    cleanup();
    const last = renderPager({ page: 3, total: 45, shown: 5 });
    expect(last.text).toContain('Showing 41 to 45 of 45 leads');
    expect(last.next.disabled).toBe(true);
  });

  it('with a capped count, says "+" and lets a full page past the counted ones go on', async () => {
    const capped = renderPager({ page: 500, total: 10_000, shown: 20, totalCapped: true });
    expect(capped.text).toContain('Showing 9,981 to 10,000 of 10,000+ leads');
    expect(capped.text).toContain('Page 500 of 500+');
    expect(capped.next.disabled).toBe(false);
    await userEvent.click(capped.next);
    expect(capped.onPage).toHaveBeenCalledWith(501);
    cleanup();
    const end = renderPager({ page: 512, total: 10_000, shown: 7, totalCapped: true });
    expect(end.next.disabled).toBe(true);
    await userEvent.click(end.previous);
    expect(end.onPage).toHaveBeenCalledWith(511);
  });

  it('stops at the depth the list pages to, and says why beside Next', async () => {
    const depth = { rows: 10_000, note: 'Narrow the search to see the others.' };
    const deepest = renderPager({ page: 500, total: 10_000, shown: 20, totalCapped: true, depth });
    expect(deepest.next.disabled).toBe(true);
    expect(deepest.text).toContain('Narrow the search to see the others.');
    expect(deepest.next.getAttribute('aria-describedby')).toBe('pager-depth-note');
    cleanup();
    const before = renderPager({ page: 499, total: 10_000, shown: 20, totalCapped: true, depth });
    expect(before.next.disabled).toBe(false);
    expect(before.text).not.toContain('Narrow the search');
    cleanup();
    // A list that ends right at the depth has nothing more to explain.
    const ends = renderPager({ page: 500, total: 10_000, shown: 20, depth });
    expect(ends.text).not.toContain('Narrow the search');
  });

  it('on a page past the last (the list shrank), Previous goes to the last page', async () => {
    const past = renderPager({ page: 9, total: 45, shown: 0 });
    expect(past.text).toContain('Showing 0 of 45 leads');
    await userEvent.click(past.previous);
    expect(past.onPage).toHaveBeenCalledWith(3);
  });
});
