import { type FormEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, FormState, UseFormRegister, UseFormReturn } from 'react-hook-form';

/** What a visitor did in a form before its code arrived: the values, where the caret was, and whether they submitted. */
export interface CarriedForm {
  values: Record<string, string | boolean>;
  focusId: string | null;
  selection: [number, number] | null;
  submit: boolean;
}

type Editable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isEditable = (element: unknown): element is Editable =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

function readCarried(form: HTMLFormElement | null, submit: boolean): CarriedForm {
  const values: Record<string, string | boolean> = {};
  for (const element of form ? Array.from(form.elements) : []) {
    if (!isEditable(element) || !element.name) continue;
    values[element.name] = element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
  }
  const active = document.activeElement;
  const focused = form && active instanceof HTMLElement && form.contains(active) && active.id ? active : null;
  let selection: [number, number] | null = null;
  if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && focused.selectionStart !== null) {
    selection = [focused.selectionStart, focused.selectionEnd ?? focused.selectionStart];
  }
  return { values, focusId: focused?.id ?? null, selection, submit };
}

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/**
 * A form whose code (react-hook-form, the query cache) loads when the visitor first touches it: until
 * then the same fields render as plain inputs, so the page looks the same and a visitor can already
 * type. The code is fetched on the first focus, pointer press or submit in the form; the real form
 * then takes the placeholder's place in one synchronous render, carrying what was typed, the focus
 * and caret, and a submit that was asked for meanwhile. A page that is never used for the form does
 * no work for it.
 */
export function useDeferredForm<TModule>(load: () => Promise<TModule>) {
  // A form shown again (after 'submit another') has its code at once.
  const [loaded, setLoaded] = useState<{ module: TModule; carried?: CarriedForm } | null>(() =>
    loadedModules.has(load) ? { module: loadedModules.get(load) as TModule } : null,
  );
  const placeholder = useRef<HTMLFormElement>(null);
  const pending = useRef<Promise<void> | null>(null);
  const submitAsked = useRef(false);
  const mounted = useRef(true);
  // While a press in the placeholder is held, what to do once it is released (and its click is done).
  const pressed = useRef(false);
  const afterRelease = useRef<(() => void) | null>(null);

  const start = useCallback(() => {
    pending.current ??= load().then(
      (module) => {
        loadedModules.set(load, module);
        const takeOver = () => {
          if (!mounted.current) return;
          const carried = readCarried(placeholder.current, submitAsked.current);
          flushSync(() => setLoaded({ module, carried }));
        };
        // A press still held (on Submit, say) ends in a click on the placeholder's button: replaced
        // before the release, that click would land nowhere and the submit be lost.
        if (pressed.current) afterRelease.current = takeOver;
        else takeOver();
      },
      () => {
        // Not loaded (offline for a moment): the next touch tries again.
        pending.current = null;
      },
    );
  }, [load]);

  const press = useCallback(() => {
    pressed.current = true;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      // After the click that the release dispatches in the same task.
      setTimeout(() => {
        pressed.current = false;
        const then = afterRelease.current;
        afterRelease.current = null;
        then?.();
      }, 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    // A release the page never hears of (outside the window) does not hold the form back for long.
    setTimeout(release, 1_000);
    start();
  }, [start]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const placeholderProps = {
    ref: placeholder,
    onFocus: start,
    onPointerDown: press,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitAsked.current = true;
      start();
    },
  };
  return { loaded, placeholderProps };
}

/** In the real form: gives back the focus and caret the visitor had in the placeholder, and submits if they had asked to. */
export function useRestoreCarried(carried: CarriedForm | undefined, form: RefObject<HTMLFormElement | null>) {
  // Once, as the form mounts in place of its placeholder.
  const first = useRef(carried);
  useLayoutEffect(() => {
    const state = first.current;
    if (!state) return;
    const element = state.focusId ? document.getElementById(state.focusId) : null;
    if (element) {
      element.focus({ preventScroll: true });
      if (state.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
        try {
          element.setSelectionRange(...state.selection);
        } catch {
          // Inputs such as email have no caret position to set.
        }
      }
    }
    if (state.submit) form.current?.requestSubmit();
  }, [form]);
}

/** The form's default values with what was typed in its placeholder (the same fields, by name) over them. */
export function carriedValues<TValues extends FieldValues>(carried: CarriedForm | undefined, defaults: TValues): TValues {
  return carried ? ({ ...defaults, ...carried.values } as TValues) : defaults;
}

/** The form shape FormField reads, for a placeholder without react-hook-form: plain uncontrolled controls with their default values, no errors. */
export type FieldsForm<TValues extends FieldValues> = Pick<UseFormReturn<TValues>, 'register' | 'getFieldState' | 'formState'>;

export function staticForm<TValues extends FieldValues>(defaults: Partial<Record<string, string | boolean>>): FieldsForm<TValues> {
  const register = (name: string) => {
    const value = defaults[name];
    return {
      name,
      onChange: async () => undefined,
      onBlur: async () => undefined,
      ref: () => undefined,
      ...(typeof value === 'boolean' ? { defaultChecked: value } : value === undefined ? {} : { defaultValue: value }),
    };
  };
  return {
    register: register as unknown as UseFormRegister<TValues>,
    getFieldState: () => ({ invalid: false, isDirty: false, isTouched: false, isValidating: false, error: undefined }),
    formState: {} as FormState<TValues>,
  };
}
