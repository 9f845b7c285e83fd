/** A white icon button on the chat's navy header and bar. */
export const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white';
