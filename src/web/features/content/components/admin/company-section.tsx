import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { companySchema, legalLinkSchema, MAX_LEGAL_LINKS, type SiteContent } from '../../../../../contract/content/content';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FieldError } from '../../../../components/ui/field-error';
import { useSaveSiteContent } from '../../api/save-site-content';
import { contentErrorMap, fieldSpecs, SectionCard, TextField } from './content-form';
import { useListField } from './use-list-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';

type Company = SiteContent['company'];
const COMPANY_FIELDS = fieldSpecs(companySchema.shape, {
  legalName: { label: 'Legal name' },
  companyNumber: { label: 'Company number' },
  registeredAddress: { label: 'Registered address', multiline: true },
  email: { label: 'Email', type: 'email' },
  phone: { label: 'Phone', type: 'tel' },
  regulatorStatement: {
    label: 'Regulator statement',
    multiline: true,
    hint: "Only if true, e.g. 'Authorised and regulated by the Financial Conduct Authority'.",
  },
  regulatorReference: { label: 'Regulator reference', hint: 'The firm reference number on the regulator’s register.' },
  complaintsText: { label: 'Complaints text', multiline: true, hint: 'How to complain: your own route first, then the ombudsman.' },
  complaintsUrl: { label: 'Complaints URL', type: 'url' },
});
const LINK_FIELDS = fieldSpecs(legalLinkSchema.shape, { label: { label: 'Link label' }, url: { label: 'Link URL', type: 'url' } });

const resolver = zodResolver(companySchema, {
  error: contentErrorMap([...COMPANY_FIELDS, ...LINK_FIELDS], { plural: 'legal links' }),
}) as unknown as Resolver<Company>;

/** The footer's legal links, up to MAX_LEGAL_LINKS, added and removed in place. */
function LegalLinksFields({ form, base }: { form: UseFormReturn<Company>; base: string }) {
  const links = useListField<Company['legalLinks'][number]>(form as unknown as UseFormReturn<FieldValues>, 'legalLinks');
  const { errors } = form.formState;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Legal links (up to {MAX_LEGAL_LINKS})</legend>
      <p className="text-sm text-slate-600">
        A link with no URL is shown as plain text. The footer always links to the privacy notice (/privacy): a privacy link here is not shown beside
        it.
      </p>
      <ol className="mt-3 grid gap-3">
        {Array.from({ length: links.count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of an edited list are positions: they have no identity of their own.
          <li key={index} className="grid items-start gap-3 sm:grid-cols-[1fr_2fr_auto]">
            {LINK_FIELDS.map((spec) => (
              <TextField
                key={spec.name}
                id={`${base}-link-${index}-${spec.name}`}
                spec={{ ...spec, label: `${spec.label} ${index + 1}` }}
                form={form}
                name={`legalLinks.${index}.${spec.name as 'label' | 'url'}`}
              />
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="sm:mt-6"
              aria-label={`Remove legal link ${index + 1}`}
              onClick={() => links.remove(index)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <FieldError id={`${base}-links-error`} message={errors.legalLinks?.root?.message ?? errors.legalLinks?.message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={links.count >= MAX_LEGAL_LINKS}
        onClick={() => links.append({ label: '', url: '' })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add legal link
      </Button>
    </fieldset>
  );
}

/** The company details of the footer and contact section: identity, regulator, complaints route, legal links. */
export function CompanySection({ initial }: { initial: Company }) {
  const save = useSaveSiteContent('company');
  const form = useForm<Company>({ resolver, defaultValues: initial });
  const { isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const base = 'content-company';

  const onSubmit = (values: Company) => save.mutate(values, { onSuccess: (saved) => form.reset(saved) });

  return (
    <SectionCard
      id={base}
      title="Company details"
      description={
        <p>
          Shown in the footer and contact section. Leave a field empty rather than guess: empty fields are not shown. Tick 'Example' only for
          demonstration details; the site then labels them 'Example'.
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Company details" className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {COMPANY_FIELDS.map((spec) => (
            <TextField key={spec.name} id={`${base}-${spec.name}`} spec={spec} form={form} name={spec.name as keyof Company} />
          ))}
        </div>
        <LegalLinksFields form={form} base={base} />
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <Checkbox {...form.register('example')} />
          Example
        </label>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
          {isDirty && <span className="text-sm text-amber-900">Unsaved changes</span>}
          <SubmitButton size="sm" pending={save.isPending} label="Save Company details" pendingLabel="Saving..." />
        </div>
      </form>
    </SectionCard>
  );
}
