// Constants of the public page, free of zod (see intake-messages.ts). `content.ts` re-exports them.

/** The two official fraud-reporting services every page footer points to (PRODUCT 1.4). */
export const FRAUD_REPORTING_LINKS = [
  { label: 'Action Fraud (UK)', url: 'https://www.actionfraud.police.uk/' },
  { label: 'IC3 (US)', url: 'https://www.ic3.gov/' },
] as const;

export const STORIES_ALWAYS_SHOWN = 3;
