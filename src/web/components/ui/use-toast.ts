import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

/** A page of the app the toast leads to (the record it announces). */
export interface ToastLink {
  label: string;
  href: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  link?: ToastLink;
}

export interface ToastMessage extends Required<Omit<ToastInput, 'description' | 'link'>> {
  id: number;
  description?: string;
  link?: ToastLink;
  open: boolean;
}

// At most one toast at a time: a new toast replaces the one showing, except that a
// refusal (a destructive toast) is not cut short before it can be read: a different toast arriving
// within TOAST_MIN_READ_MS of it waits for the rest of that time (the newest waiting one stands).
export const TOAST_MIN_READ_MS = 3000;
let current: ToastMessage | null = null;
let shownAt = 0;
let waiting: ToastMessage | null = null;
let waitTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function show(message: ToastMessage): void {
  clearTimeout(waitTimer);
  waiting = null;
  current = message;
  shownAt = Date.now();
  emit();
}

const sameWords = (a: ToastMessage, b: ToastMessage) => a.title === b.title && a.description === b.description && a.variant === b.variant;

export function toast(input: ToastInput): void {
  const message: ToastMessage = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    link: input.link,
    open: true,
  };
  const readFor = Date.now() - shownAt;
  if (current?.open && current.variant === 'destructive' && readFor < TOAST_MIN_READ_MS && !sameWords(current, message)) {
    clearTimeout(waitTimer);
    waiting = message;
    waitTimer = setTimeout(() => {
      if (waiting) show(waiting);
    }, TOAST_MIN_READ_MS - readFor);
    return;
  }
  show(message);
}

export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  if (waiting) show(waiting);
  else {
    current = { ...current, open: false };
    emit();
  }
}

/** Closes whatever toast is showing, and any waiting: a refusal that a later success made stale. */
export function dismissCurrentToast(): void {
  clearTimeout(waitTimer);
  waiting = null;
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
