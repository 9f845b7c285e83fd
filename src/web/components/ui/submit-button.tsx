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
