import type { ChangeEvent, ComponentProps } from 'react';
import { keepPhoneCharacters } from '../../../contract/shared/phone';
import { Input } from './input';

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

/** A phone field that keeps only the characters a phone number may hold. */
export function PhoneInput({ onChange, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      {...props}
      onChange={(event) => {
        keepPhoneCharactersInInput(event);
        onChange?.(event);
      }}
    />
  );
}
