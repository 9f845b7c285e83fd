import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastMessage extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

// At most one toast at a time (the seed's limit): a new toast replaces the one showing.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): void {
  current = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  emit();
}

/** Closes whatever toast is showing: a refusal that a later success made stale. */
export function dismissCurrentToast(): void {
  if (current) dismissToast(current.id);
}

/** Whether a toast is showing now (read outside React, as a key press is handled). */
export function isToastShowing(): boolean {
  return current?.open === true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
