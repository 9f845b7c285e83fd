import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CONTENT_LIST_MAX, type SiteContent } from '../../../../../contract/content/content';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';
import { useSaveSiteContent } from '../../api/save-site-content';
import { SectionCard } from './content-form';
import { FigureFields } from './figure-fields';
import { emptyFigure, type FigureItem, figureItem, type FiguresForm, figuresResolver } from './figure-form';
import { ItemActions, ListFooter, ListRows } from './list-controls';
import { useListField } from './use-list-field';

const base = 'content-figures';

/**
 * The page's headline figures: each counted from our records over a period (its live value shown
 * before it is published), or stated with its source line. Add, edit, reorder, remove, save.
 */
export function FiguresSection({ initial }: { initial: SiteContent['figures'] }) {
  const max = CONTENT_LIST_MAX.figures;
  const save = useSaveSiteContent('figures');
  const form = useForm<FiguresForm>({ resolver: figuresResolver, defaultValues: { items: initial.map(figureItem) } });
  const {
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  const { count, append, remove, move } = useListField<FigureItem>(form as unknown as UseFormReturn<FieldValues>, 'items');

  // The resolver hands over the figures as the contract reads them (the kind chosen, nothing of the other).
  const onSubmit = (values: FiguresForm) =>
    save.mutate(values.items as unknown as SiteContent['figures'], { onSuccess: (saved) => reset({ items: saved.map(figureItem) }) });

  return (
    <SectionCard
      id={base}
      title="Figures"
      description={
        <>
          <p>Headline numbers near the top of the page. Each one either comes from our records or is stated with its source.</p>
          <ul className="mt-1 grid list-disc gap-0.5 pl-5">
            <li>
              From our records: money recovered for clients, clients we recovered money for, or claims upheld of those decided, counted from the
              ledger and the claims over the period you choose whenever the page is shown (kept for up to an hour). The page gives the period, and
              /verify says how each is counted. With nothing to count in its period, it is not shown.
            </li>
            <li>Stated: a number you type, shown with the source line you give it ("Companies House accounts 2025").</li>
          </ul>
          <p className="mt-1">Up to {max} figures. With none, the figures are hidden on the site.</p>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Figures" className="grid gap-4">
        <ListRows plural="figures" count={count}>
          {(index) => (
            <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">Figure {index + 1}</legend>
              <FigureFields form={form} index={index} id={`${base}-${index}`} />
              <div className="flex justify-end">
                <ItemActions noun="figure" index={index} count={count} move={move} remove={remove} />
              </div>
            </fieldset>
          )}
        </ListRows>
        <ListFooter
          noun="figure"
          title="Figures"
          count={count}
          max={max}
          onAdd={() => append(emptyFigure())}
          dirty={isDirty}
          pending={save.isPending}
          errorId={`${base}-list-error`}
          error={errors.items?.root?.message ?? errors.items?.message}
        />
      </form>
    </SectionCard>
  );
}
