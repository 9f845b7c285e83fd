import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CONTENT_LIST_MAX, siteContentSchema, type SiteContent } from '../../../../../contract/content/content';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FieldError } from '../../../../components/ui/field-error';
import { useSaveSiteContent } from '../../api/save-site-content';
import { contentErrorMap, SectionCard, TextField, type TextFieldSpec } from './content-form';
import { ItemActions, ListFooter } from './list-controls';
import { useListField } from './use-list-field';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';

export type ListKey = 'stories' | 'team' | 'credentials';
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

/** One list of the site's content (stories, team, credentials): add, edit, reorder, remove, save. The figures have their own (figures-section.tsx). */
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
                    <ItemActions noun={noun} index={index} count={count} move={move} remove={remove} />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <FieldError id={`${base}-list-error`} message={errors.items?.root?.message ?? errors.items?.message} />
        <ListFooter
          noun={noun}
          title={title}
          count={count}
          max={max}
          onAdd={() => append(emptyItem(specs))}
          dirty={isDirty}
          pending={save.isPending}
        />
      </form>
    </SectionCard>
  );
}
