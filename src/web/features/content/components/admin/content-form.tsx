import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';

/** One text field of a content form: what it is called, how long it may be, whether it must be filled. */
export interface TextFieldSpec {
  name: string;
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
}

type FieldLook = Omit<TextFieldSpec, 'name' | 'max' | 'required'>;

/** The specs of a schema's text fields: how they look from `looks`, their limits from the contract itself. */
export function fieldSpecs(shape: Record<string, z.ZodType>, looks: Record<string, FieldLook>): TextFieldSpec[] {
  return Object.entries(looks).map(([name, look]) => {
    const field = shape[name];
    const text = (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodString;
    return { name, ...look, max: text.maxLength ?? 0, required: (text.minLength ?? 0) > 0 };
  });
}

/** A zod error map naming the field (found by the last key of the issue's path) in plain words. */
export function contentErrorMap(fields: readonly TextFieldSpec[], itemNoun?: { plural: string }) {
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  return (issue: { code: string; path?: PropertyKey[]; minimum?: unknown; maximum?: unknown; origin?: unknown }) => {
    const last = issue.path?.at(-1);
    const label = (typeof last === 'string' && labels.get(last)) || 'This field';
    if (issue.code === 'too_small' && issue.origin === 'string') return `${label} is required`;
    if (issue.code === 'too_big' && issue.origin === 'string') return `${label} must be ${String(issue.maximum)} characters or less`;
    if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${String(issue.maximum)} ${itemNoun?.plural ?? 'items'}`;
    return undefined;
  };
}

/** A labelled text input or textarea with its hint and validation message tied to it. */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  spec,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  name: FieldPath<T>;
  id: string;
  spec: TextFieldSpec;
}) {
  const label = (
    <>
      {spec.label}
      {!spec.required && <span className="font-normal text-slate-600"> (optional)</span>}
    </>
  );
  return (
    <FormField form={form} name={name} id={id} label={label} hint={spec.hint} dense className={spec.multiline ? 'sm:col-span-2' : undefined}>
      {(control) => {
        const common = { maxLength: spec.max, 'aria-required': spec.required || undefined, ...control };
        return spec.multiline ? (
          <Textarea rows={3} className="min-h-20 text-sm" {...common} />
        ) : (
          <Input fieldSize="sm" type={spec.type ?? 'text'} autoComplete="off" {...common} />
        );
      }}
    </FormField>
  );
}

/** The frame of one section: a card with its heading, what it is for, the form and a Save button. */
export function SectionCard({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-navy-900">
        {title}
      </h3>
      <div className="mt-1 text-sm text-slate-600">{description}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
