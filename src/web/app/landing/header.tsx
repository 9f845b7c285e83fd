import { LayoutDashboard, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { LogoutButton } from '../../components/ui/logout-button';
import { useAuthUser } from '../../features/accounts';
import { logoutEverywhere } from './logout';
import { Brand } from './brand';
import { NAV_LINKS } from './nav-links';

function userName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/** Login, or who is signed in with a way to their dashboard (staff: /home, client: /client-dashboard) and out. */
function Account() {
  const { data: user } = useAuthUser();
  if (!user) {
    return (
      <Link href="/client-login" className={buttonClasses('secondary', 'sm')}>
        Login
      </Link>
    );
  }
  const name = userName(user);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="hidden max-w-40 truncate text-sm font-medium text-navy-900 sm:inline" data-testid="signed-in-name">
        {name}
      </span>
      <Link
        href={user.kind === 'staff' ? '/home' : '/client-dashboard'}
        className={buttonClasses('outline', 'sm')}
        aria-label={`Dashboard of ${name}`}
      >
        <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Dashboard</span>
      </Link>
      <LogoutButton variant="secondary" onLogout={logoutEverywhere} pending={false} />
    </div>
  );
}

export function Header({ companyName, shownSections }: { companyName: string | undefined; shownSections: ReadonlySet<string> }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: user } = useAuthUser();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = NAV_LINKS.filter((link) => shownSections.has(link.href.slice(1)));

  // Escape closes the open menu and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="#top"
          className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-teal-600"
          aria-label={companyName ? `${companyName} home` : 'Home'}
        >
          <Brand companyName={companyName} />
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <Account />
          <button
            ref={toggleRef}
            type="button"
            className={buttonClasses('ghost', 'icon', 'md:hidden')}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white md:hidden">
          <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
            {user && (
              <li className="px-3 pb-2 text-sm text-slate-700 sm:hidden">
                Signed in as <span className="font-semibold text-navy-900">{userName(user)}</span>
              </li>
            )}
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
