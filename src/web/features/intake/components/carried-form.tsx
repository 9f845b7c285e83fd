import { type FormEventHandler, type ReactNode, useRef } from 'react';
import { type CarriedForm, useRestoreCarried } from '../lib/deferred-form';

/**
 * The form element of a form that replaced its placeholder: it takes over what the visitor did there
 * (`carried`), and starts loading the validation (`preload`) once the visitor is in it.
 */
export function CarriedFormElement({
  carried,
  preload,
  labelledBy,
  onSubmit,
  children,
}: {
  carried: CarriedForm | undefined;
  preload: () => void;
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  useRestoreCarried(carried, formElement);
  return (
    <form ref={formElement} noValidate onSubmit={onSubmit} onFocus={preload} aria-labelledby={labelledBy} className="grid gap-4">
      {children}
    </form>
  );
}
