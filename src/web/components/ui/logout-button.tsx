import { LogOut } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from './button';

/** The "Logout" button of every signed-in header; disabled while signing out. */
export function LogoutButton({
  onLogout,
  pending,
  variant = 'outline',
  className,
}: {
  onLogout: (event: MouseEvent<HTMLButtonElement>) => void;
  pending: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  return (
    <Button variant={variant} size="sm" className={className} onClick={onLogout} disabled={pending}>
      <LogOut aria-hidden="true" className="h-4 w-4" />
      Logout
    </Button>
  );
}
