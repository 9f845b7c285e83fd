import { BadgeCheck, Menu, X } from 'lucide-react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { getAuthUser } from '../../features/accounts';
import { useFetched } from '../../lib/use-fetched';
import { Brand } from './brand';
import { NAV_LINKS, VERIFY_LINK } from './nav-links';

function userName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

const loadSignedInAccount = () => import('./signed-in-account');
const SignedInAccount = lazy(loadSignedInAccount);

/** Who is signed in; for a signed-in visitor, the code showing them arrives with the answer. */
async function loadAuthUser(signal: AbortSignal): Promise<AuthUser | null> {
  const user = await getAuthUser(signal);
  if (user) await loadSignedInAccount().catch(() => undefined);
  return user;
}

/** Login, or who is signed in with a way to their dashboard and out. */
function Account({ user, onSignedOut }: { user: AuthUser | null | undefined; onSignedOut: () => void }) {
  if (!user) {
    return (
      <Link href="/client-login" className={buttonClasses('secondary', 'sm')}>
        Login
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInAccount name={userName(user)} kind={user.kind} onSignedOut={onSignedOut} />
    </Suspense>
  );
}

/** Escape closes the open menu and gives focus back to its toggle; leaving the header closes it too. */
function useMenuDismissal(
  menuOpen: boolean,
  setMenuOpen: (open: boolean) => void,
  toggleRef: RefObject<HTMLButtonElement | null>,
  headerRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // The open menu is part of the sticky header: once the focus has left the header, it would cover the fields the focus moves to.
    const header = headerRef.current;
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && header?.contains(event.relatedTarget))) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    header?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      header?.removeEventListener('focusout', onFocusOut);
    };
  }, [menuOpen, setMenuOpen, toggleRef, headerRef]);
}

function MobileMenu({
  user,
  links,
  onClose,
}: {
  user: AuthUser | null | undefined;
  links: readonly (typeof NAV_LINKS)[number][];
  onClose: () => void;
}) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white md:hidden">
      <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
        {user && (
          <li className="px-3 pb-2 text-sm text-slate-700 sm:hidden">
            Signed in as <span className="font-semibold text-navy-900">{userName(user)}</span>
          </li>
        )}
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={onClose} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <Link
            href={VERIFY_LINK.href}
            onClick={onClose}
            className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
          >
            <BadgeCheck aria-hidden="true" className="h-5 w-5 text-teal-700" />
            {VERIFY_LINK.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function Header({
  companyName,
  shownSections,
  onSignedOut,
  onClient,
}: {
  companyName: string | undefined;
  shownSections: ReadonlySet<string>;
  onSignedOut: () => void;
  /** Told once the server has said whether a client is signed in. */
  onClient?: (signedIn: boolean) => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Asked of the server on every visit of the page (the landing page renders without the query cache).
  const user = useFetched(loadAuthUser);
  const client = user?.kind === 'client';
  useEffect(() => onClient?.(client), [client, onClient]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const links = NAV_LINKS.filter((link) => shownSections.has(link.href.slice(1)));

  useMenuDismissal(menuOpen, setMenuOpen, toggleRef, headerRef);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
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
          {/* On phones it is in the menu: beside Login it would push the menu button off a 375 px screen. */}
          <span className="hidden md:contents">
            <Link href={VERIFY_LINK.href} className={buttonClasses('ghost', 'sm')}>
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {VERIFY_LINK.label}
            </Link>
          </span>
          <Account user={user} onSignedOut={onSignedOut} />
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

      {menuOpen && <MobileMenu user={user} links={links} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
