export const NAV_LINKS = [
  { href: '#services', label: 'Services' },
  { href: '#process', label: 'Process' },
  { href: '#testimonials', label: 'Success Stories' },
  { href: '#team', label: 'Our Team' },
] as const;

/** Beside Login, on every width (the mobile menu on phones): the page that tells a real message of ours from an impostor's. */
export const VERIFY_LINK = { href: '/verify', label: 'Check it is really us' } as const;
