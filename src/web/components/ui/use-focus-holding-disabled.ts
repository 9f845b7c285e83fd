import { type FocusEvent, type MouseEvent, useState } from 'react';

interface Handlers<E extends HTMLElement> {
  onClick?: (event: MouseEvent<E>) => void;
  onFocus?: (event: FocusEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
}

/**
 * Props for a control that may be disabled while it has the focus (its own use set work going, or
 * emptied the choice it applies): really disabled, a keyboard user's focus would drop on the page. So
 * it keeps the focus, marked disabled and doing nothing, and is really disabled once the focus moves
 * on. The control's own handlers go through `handlers`.
 */
export function useFocusHoldingDisabled<E extends HTMLElement>(disabled: boolean | undefined, { onClick, onFocus, onBlur }: Handlers<E> = {}) {
  const [focused, setFocused] = useState(false);
  const holdsFocus = Boolean(disabled) && focused;
  return {
    disabled: disabled && !holdsFocus,
    'aria-disabled': holdsFocus || undefined,
    onClick: (event: MouseEvent<E>) => {
      if (holdsFocus) event.preventDefault();
      else onClick?.(event);
    },
    onFocus: (event: FocusEvent<E>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<E>) => {
      // The window losing the focus (a file chooser, another window) leaves the control the focused one.
      if (event.currentTarget !== document.activeElement) setFocused(false);
      onBlur?.(event);
    },
  };
}
