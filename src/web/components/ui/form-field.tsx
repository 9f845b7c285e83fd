import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { FieldError } from './field-error';
import { Label } from './label';

/** What a form field's control spreads: its id, ARIA ties to the hint and message, and react-hook-form's registration. */
export type FieldControlProps<TName extends string> = UseFormRegisterReturn<TName> & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export interface FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  /** The react-hook-form form (from useZodForm, or useForm with the contract's lazy resolver). */
  form: Pick<UseFormReturn<TValues>, 'register' | 'getFieldState' | 'formState'>;
  name: TName;
  /** The control's id; its message is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A line under the control (`${id}-hint`), tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Ids of other elements describing the control (a counter). */
  describedBy?: string[];
  className?: string;
  /** Added to the label's look (the chat widget's smaller labels). */
  labelClassName?: string;
  /** The denser look of the admin's dialogs (a smaller hint). */
  dense?: boolean;
  /** Renders the control with the props it must spread; extra elements (a counter) may follow it. */
  children: (control: FieldControlProps<TName>) => ReactNode;
}

/**
 * One labelled form field: the label, the control, an optional hint and the field's validation
 * message from the form's resolver (the contract's zod schema). Fields register in the order they
 * render, so a failed submit focuses the first invalid field on the screen.
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  form,
  name,
  id,
  label,
  hint,
  describedBy = [],
  className,
  labelClassName,
  dense = false,
  children,
}: FormFieldProps<TValues, TName>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  const hintId = hint ? `${id}-hint` : '';
  const ids = [hintId, ...describedBy, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children({ ...form.register(name), id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined })}
      {hint && (
        <p id={hintId} className={dense ? 'mt-1 text-xs text-slate-600' : 'mt-1 text-sm text-slate-600'}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
