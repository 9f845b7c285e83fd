import { CASE_STAGE_LABELS, CASE_STAGES, postCaseUpdateSchema } from '../../../../contract/accounts/case-progress';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { Options, Select } from '../../../components/ui/select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { formatDateTime } from '../../../lib/format';
import { useCaseTimeline, usePostCaseUpdate } from '../api/case-timeline';
import { CaseTimeline } from './case-timeline';

/** In a client's account: the case stage, its whole timeline, and the form to post an update. */
export function CaseUpdatesPanel({ account }: { account: ClientAccount }) {
  const timeline = useCaseTimeline(account.id);
  const post = usePostCaseUpdate(account.id);
  const blank = { message: '', stage: '', visibleToClient: true } as const;
  const form = useZodForm(postCaseUpdateSchema, { defaultValues: blank });
  const submit = form.handleSubmit((values) => post.mutate(values, { onSuccess: () => form.reset(blank) }));
  const placeholder = timeline.data
    ? null
    : listPlaceholder(timeline, false, { loading: 'Loading the timeline...', failed: 'The timeline could not be loaded.', empty: '' });

  return (
    <section aria-labelledby="case-updates-heading" className="grid gap-3">
      <div>
        <h3 id="case-updates-heading" className="text-sm font-semibold text-navy-900">
          Case progress
        </h3>
        <p className="text-xs text-slate-600">
          Stage: <strong data-testid="staff-case-stage">{CASE_STAGE_LABELS[account.caseStage]}</strong> since{' '}
          {formatDateTime(account.caseStageChangedAt)}
        </p>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2"
        aria-label="Post an update"
      >
        <FormField form={form} name="message" id={`case-update-message-${account.id}`} label="Update" dense className="sm:col-span-2">
          {(control) => <Textarea rows={3} maxLength={2000} placeholder="What happened, and what comes next" {...control} />}
        </FormField>
        <FormField form={form} name="stage" id={`case-update-stage-${account.id}`} label="Move to stage" dense>
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <option value="">No change ({CASE_STAGE_LABELS[account.caseStage]})</option>
              <Options values={CASE_STAGES.filter((stage) => stage !== account.caseStage)} label={(stage) => CASE_STAGE_LABELS[stage]} />
            </Select>
          )}
        </FormField>
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox id={`case-update-visible-${account.id}`} className="mt-0 h-4 w-4" {...form.register('visibleToClient')} />
          <Label htmlFor={`case-update-visible-${account.id}`} className="mb-0">
            The client sees this update (and is emailed)
          </Label>
        </div>
        <div className="sm:col-span-2">
          <SubmitButton size="sm" pending={post.isPending} label="Post update" pendingLabel="Posting..." />
        </div>
      </form>
      {placeholder ? (
        <p className="text-center text-sm text-slate-600">{placeholder}</p>
      ) : timeline.data && timeline.data.length > 0 ? (
        <CaseTimeline events={[...timeline.data].reverse()} label="Case timeline" />
      ) : (
        <p className="text-sm text-slate-600">Nothing has happened on this case yet.</p>
      )}
    </section>
  );
}
