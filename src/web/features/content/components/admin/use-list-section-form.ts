import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { siteContentSchema, type SiteContent } from '../../../../../contract/content/content';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';
import { useSaveSiteContent } from '../../api/save-site-content';
import { contentErrorMap, type TextFieldSpec } from './content-form';
import { useListField } from './use-list-field';

export type ListKey = 'stories' | 'team' | 'credentials';
export type ListItem = Record<string, string | boolean>;
export type ListForm = { items: ListItem[] };

/** The form of one content list, checked by the contract's schema for it, its unsaved changes guarded; saved, it restarts from what was saved. */
export function useListSectionForm(key: ListKey, specs: readonly TextFieldSpec[], plural: string, initial: SiteContent[ListKey]) {
  const save = useSaveSiteContent(key);
  const resolver = useMemo(
    () =>
      zodResolver(z.object({ items: siteContentSchema.shape[key] }), {
        error: contentErrorMap(specs, { plural }),
      }) as unknown as Resolver<ListForm>,
    [key, specs, plural],
  );
  const form = useForm<ListForm>({ resolver, defaultValues: { items: initial as unknown as ListItem[] } });
  useUnsavedChanges(form.formState.isDirty);
  const list = useListField<ListItem>(form as unknown as UseFormReturn<FieldValues>, 'items');
  const submit = form.handleSubmit((values) =>
    save.mutate(values.items as unknown as SiteContent[ListKey], { onSuccess: (saved) => form.reset({ items: saved as unknown as ListItem[] }) }),
  );
  return { form, list, submit, pending: save.isPending };
}
