import { LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { LogoutButton } from '../../components/ui/logout-button';
import { useLogoutEverywhere } from './logout';

/**
 * Who is signed in, a way to their dashboard (staff: /home, client: /client-dashboard) and out; the page
 * starts afresh on `onSignedOut`. Loaded only for a signed-in visitor.
 */
export default function SignedInAccount({ name, kind, onSignedOut }: { name: string; kind: 'client' | 'staff'; onSignedOut: () => void }) {
  const logout = useLogoutEverywhere(onSignedOut);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="hidden max-w-40 truncate text-sm font-medium text-navy-900 sm:inline" data-testid="signed-in-name">
        {name}
      </span>
      <Link href={kind === 'staff' ? '/home' : '/client-dashboard'} className={buttonClasses('outline', 'sm')} aria-label={`Dashboard of ${name}`}>
        <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Dashboard</span>
      </Link>
      <LogoutButton variant="secondary" onLogout={logout.logout} pending={logout.pending} />
    </div>
  );
}
