import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MIN_READ_MS, dismissCurrentToast, dismissToast, toast, useCurrentToast } from './use-toast';

// The store as the Toaster reads it (outside React: the hook's snapshot is what it renders).
let showing: ReturnType<typeof useCurrentToast> = null;
vi.mock('react', () => ({ useSyncExternalStore: (_subscribe: unknown, snapshot: () => unknown) => snapshot() }));
const read = () => {
  showing = useCurrentToast();
  return showing?.open ? `${showing.title}${showing.description ? `: ${showing.description}` : ''}` : null;
};

beforeEach(() => {
  vi.useFakeTimers();
  dismissCurrentToast();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts, one at a time', () => {
  it('lets a refusal be read before a later toast takes its place', () => {
    toast({ title: 'Access denied', description: 'Only an admin can do that.', variant: 'destructive' });
    vi.advanceTimersByTime(200);
    toast({ title: 'Your role has changed' });
    expect(read()).toBe('Access denied: Only an admin can do that.');
    vi.advanceTimersByTime(TOAST_MIN_READ_MS - 201);
    expect(read()).toBe('Access denied: Only an admin can do that.');
    vi.advanceTimersByTime(1);
    expect(read()).toBe('Your role has changed');
  });

  it('shows the waiting toast at once when the refusal is closed, and only the newest of those waiting', () => {
    toast({ title: 'Failed', variant: 'destructive' });
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(read()).toBe('Failed');
    dismissToast(showing?.id ?? -1);
    expect(read()).toBe('Second');
    vi.advanceTimersByTime(TOAST_MIN_READ_MS);
    expect(read()).toBe('Second');
  });

  it('replaces a toast that is not a refusal, a refusal read long enough, and a refusal repeated word for word', () => {
    toast({ title: 'Saved' });
    toast({ title: 'Failed', variant: 'destructive' });
    expect(read()).toBe('Failed');
    const first = showing?.id;
    toast({ title: 'Failed', variant: 'destructive' });
    expect(read()).toBe('Failed');
    expect(showing?.id).not.toBe(first);
    vi.advanceTimersByTime(TOAST_MIN_READ_MS);
    toast({ title: 'Saved again' });
    expect(read()).toBe('Saved again');
  });

  it('closes the refusal and drops what waited behind it when a success makes them stale', () => {
    toast({ title: 'Login Failed', variant: 'destructive' });
    toast({ title: 'Login Failed', description: 'Again', variant: 'destructive' });
    dismissCurrentToast();
    expect(read()).toBeNull();
    vi.advanceTimersByTime(TOAST_MIN_READ_MS);
    expect(read()).toBeNull();
  });
});
