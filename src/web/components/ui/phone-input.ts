import type { ChangeEvent } from 'react';
import { keepPhoneCharacters } from '../../../contract/shared/phone';

/**
 * Drops every character a phone number may not hold as it is typed or pasted, keeping the caret
 * where the visitor was typing. Call before handing the event to react-hook-form.
 */
export function keepPhoneCharactersInInput(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const cleaned = keepPhoneCharacters(input.value);
  if (cleaned === input.value) return;
  const caret = input.selectionStart ?? input.value.length;
  const caretAfter = keepPhoneCharacters(input.value.slice(0, caret)).length;
  input.value = cleaned;
  input.setSelectionRange(caretAfter, caretAfter);
}
