import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CONTENT_LIST_MAX, siteContentSchema, type SiteContent } from '../../../../../contract/content/content';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FieldError } from '../../../../components/ui/field-error';
import { useSaveSiteContent } from '../../api/save-site-content';
import { contentErrorMap, SectionCard, TextField, type TextFieldSpec } from './content-form';
import { useListField } from './use-list-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';

export type ListKey = 'figures' | 'stories' | 'team' | 'credentials';
type Item = Record<string, string | boolean>;
type ListForm = { items: Item[] };

export interface ListSectionConfig {
  key: ListKey;
  title: string;
  description: string;
  /** 'Figure', 'figures': names the items in legends, buttons and messages. */
  singular: string;
  plural: string;
  fields: readonly TextFieldSpec[];
}

function emptyItem(fields: readonly TextFieldSpec[]): Item {
  return { ...Object.fromEntries(fields.map((field) => [field.name, ''])), example: false };
}

/** One list of the site's content (figures, stories, team, credentials): add, edit, reorder, remove, save. */
export function ListSection({ config, initial }: { config: ListSectionConfig; initial: SiteContent[ListKey] }) {
  const { key, title, description, singular, plural, fields: specs } = config;
  const max = CONTENT_LIST_MAX[key];
  const save = useSaveSiteContent(key);
  const resolver = useMemo(
    () =>
      zodResolver(z.object({ items: siteContentSchema.shape[key] }), {
        error: contentErrorMap(specs, { plural }),
      }) as unknown as Resolver<ListForm>,
    [key, specs, plural],
  );
  const form = useForm<ListForm>({ resolver, defaultValues: { items: initial as unknown as Item[] } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  const { count, append, remove, move } = useListField<Item>(form as unknown as UseFormReturn<FieldValues>, 'items');
  const base = `content-${key}`;
  const noun = singular.toLowerCase();

  const onSubmit = (values: ListForm) =>
    save.mutate(values.items as unknown as SiteContent[ListKey], { onSuccess: (saved) => reset({ items: saved as unknown as Item[] }) });

  return (
    <SectionCard
      id={base}
      title={title}
      description={
        <>
          <p>{description}</p>
          <p id={`${base}-example-hint`} className="mt-1">
            Up to {max} {plural}. Tick 'Example' on demonstration content: the site labels it 'Example'. With no {plural}, the section is hidden on
            the site.
          </p>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={title} className="grid gap-4">
        {count === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">No {plural} yet.</p>}
        <ol className="grid gap-4">
          {Array.from({ length: count }, (_, index) => {
            const legend = `${singular} ${index + 1}`;
            const itemId = `${base}-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of an edited list are positions: they have no identity of their own.
              <li key={index}>
                <fieldset className="rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-navy-900">{legend}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {specs.map((spec) => (
                      <TextField key={spec.name} id={`${itemId}-${spec.name}`} spec={spec} form={form} name={`items.${index}.${spec.name}`} />
                    ))}
                  </div>
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                    <label className="flex items-center gap-2 text-sm text-navy-900">
                      <Checkbox aria-describedby={`${base}-example-hint`} {...register(`items.${index}.example`)} />
                      Example
                    </label>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Move ${noun} ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden="true" className="h-4 w-4" />
                        Up
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Move ${noun} ${index + 1} down`}
                        disabled={index === count - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden="true" className="h-4 w-4" />
                        Down
                      </Button>
                      <Button type="button" variant="outline" size="sm" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        Remove
                      </Button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <FieldError id={`${base}-list-error`} message={errors.items?.root?.message ?? errors.items?.message} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Button type="button" variant="outline" size="sm" disabled={count >= max} onClick={() => append(emptyItem(specs))}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add {noun}
          </Button>
          <div className="flex items-center gap-3">
            {isDirty && <span className="text-sm text-amber-900">Unsaved changes</span>}
            <SubmitButton size="sm" pending={save.isPending} label={`Save ${title}`} pendingLabel="Saving..." />
          </div>
        </div>
      </form>
    </SectionCard>
  );
}
