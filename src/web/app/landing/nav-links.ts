export const NAV_LINKS = [
  { href: '#services', label: 'Services' },
  { href: '#process', label: 'Process' },
  { href: '#testimonials', label: 'Success Stories' },
  { href: '#team', label: 'Our Team' },
] as const;
