import { adminAccessCodeSchema } from '../../../../contract/staff/landing';
import { Dialog, DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { type AdminAccess, adminAccessNeedsCode } from '../api/admin-access';
import { TwoFactorCodeField } from './two-factor-code-field';

/**
 * Asks for the two-factor code when Admin Access needs it (the member signed in through the identity
 * provider and has two-factor sign-in on), then tries again with it. Cancel stays where the member is (or `onCancel`).
 */
export function AdminAccessCodeDialog({ access, onCancel }: { access: AdminAccess; onCancel?: () => void }) {
  const form = useZodForm(adminAccessCodeSchema, { defaultValues: { code: '' } });
  const path = access.variables?.path;
  const open = path !== undefined && (adminAccessNeedsCode(access.error) || (access.isPending && access.variables?.code !== undefined));
  const message = isApiError(access.error) ? access.error.body.message : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        access.reset();
        form.reset();
        onCancel?.();
      }}
    >
      <DialogContent
        title="Your two-factor code"
        description="You signed in through your organisation. Your admin panel also needs your two-factor code."
        size="sm"
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ code }) => {
            if (path !== undefined) access.mutate({ path, code: code ?? '' });
          })}
        >
          <TwoFactorCodeField form={form} id="admin-access-code" />
          <FieldError id="admin-access-code-error" message={message} />
          <DialogFormFooter pending={access.isPending} label="Continue" pendingLabel="Checking..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
