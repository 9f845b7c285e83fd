import { CONTENT_LIST_MAX, type SiteContent } from '../../../../../contract/content/content';
import { Checkbox } from '../../../../components/ui/checkbox';
import { SectionCard, TextField, type TextFieldSpec } from './content-form';
import { ItemActions, ListFooter, ListRows } from './list-controls';
import { type ListItem, type ListKey, useListSectionForm } from './use-list-section-form';

export type { ListKey };

export interface ListSectionConfig {
  key: ListKey;
  title: string;
  description: string;
  /** 'Figure', 'figures': names the items in legends, buttons and messages. */
  singular: string;
  plural: string;
  fields: readonly TextFieldSpec[];
}

function emptyItem(fields: readonly TextFieldSpec[]): ListItem {
  return { ...Object.fromEntries(fields.map((field) => [field.name, ''])), example: false };
}

/** One list of the site's content (stories, team, credentials): add, edit, reorder, remove, save. The figures have their own (figures-section.tsx). */
export function ListSection({ config, initial }: { config: ListSectionConfig; initial: SiteContent[ListKey] }) {
  const { key, title, description, singular, plural, fields: specs } = config;
  const max = CONTENT_LIST_MAX[key];
  const { form, list, submit, pending } = useListSectionForm(key, specs, plural, initial);
  const { errors, isDirty } = form.formState;
  const base = `content-${key}`;
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
      <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
        <ListRows plural={plural} count={list.count}>
          {(index) => <ListItemFieldset config={config} form={form} list={list} index={index} />}
        </ListRows>
        <ListFooter
          noun={singular.toLowerCase()}
          title={title}
          count={list.count}
          max={max}
          onAdd={() => list.append(emptyItem(specs))}
          dirty={isDirty}
          pending={pending}
          errorId={`${base}-list-error`}
          error={errors.items?.root?.message ?? errors.items?.message}
        />
      </form>
    </SectionCard>
  );
}

/** One item of the list: its fields, its Example box and its Up, Down and Remove. */
function ListItemFieldset({
  config,
  form,
  list,
  index,
}: {
  config: ListSectionConfig;
  form: ReturnType<typeof useListSectionForm>['form'];
  list: ReturnType<typeof useListSectionForm>['list'];
  index: number;
}) {
  const base = `content-${config.key}`;
  const itemId = `${base}-${index}`;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{`${config.singular} ${index + 1}`}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {config.fields.map((spec) => (
          <TextField key={spec.name} id={`${itemId}-${spec.name}`} spec={spec} form={form} name={`items.${index}.${spec.name}`} />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <Checkbox aria-describedby={`${base}-example-hint`} {...form.register(`items.${index}.example`)} />
          Example
        </label>
        <ItemActions noun={config.singular.toLowerCase()} index={index} count={list.count} move={list.move} remove={list.remove} />
      </div>
    </fieldset>
  );
}
