/** The profile page opened from the admin panel: its way back leads to the panel (the landing side's /home may not be signed in). */
export const PROFILE_FROM_PANEL = '/profile?back=admin';

/** Whether the profile page was opened from the admin panel, from its query string. */
export const openedFromPanel = (search: string): boolean => new URLSearchParams(search).get('back') === 'admin';
