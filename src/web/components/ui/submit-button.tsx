import { Button, type ButtonProps } from './button';

/** A form's submit button: disabled while its work is pending, and saying what it is doing meanwhile. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ...props
}: Omit<ButtonProps, 'type' | 'children'> & { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** A small form's buttons: submit (as SubmitButton) and Cancel, side by side. */
export function SubmitOrCancel({
  pending,
  label,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton size="sm" pending={pending} label={label} pendingLabel={pendingLabel} />
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
