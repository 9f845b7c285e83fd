// Constants of the public page, free of zod (see intake-messages.ts). `content.ts` re-exports them.

/**
 * The official services a victim reports fraud to, which every page footer, the client's important
 * notice, /verify and every email point to: Report Fraud, the police's service for England,
 * Wales and Northern Ireland since 4 December 2025; Police Scotland in Scotland; IC3 in the US.
 */
export const FRAUD_REPORTING_LINKS = [
  { label: 'Report Fraud (England, Wales and Northern Ireland)', url: 'https://www.reportfraud.police.uk/', phone: '0300 123 2040' },
  { label: 'Police Scotland (Scotland)', url: 'https://www.scotland.police.uk/', phone: '101' },
  { label: 'IC3 (US)', url: 'https://www.ic3.gov/', phone: null },
] as const;

/**
 * Free routes a scam victim can take themselves before choosing any paid service (CMCOB 4: a claims
 * firm must say so). Shown after an assessment and in its confirmation email.
 */
export const FREE_ROUTES = [
  {
    title: 'Your bank or card issuer',
    text: 'Call the number on the back of your card today. Banks can stop payments, start a chargeback, and in the UK most reimburse authorised push-payment fraud.',
    url: null,
  },
  {
    title: 'The Financial Ombudsman Service (UK)',
    text: 'If your bank or card issuer says no, the Ombudsman looks at the complaint for free.',
    url: 'https://www.financial-ombudsman.org.uk/',
  },
  {
    title: 'Report Fraud (England, Wales and Northern Ireland)',
    text: 'Report the fraud to the police online or on 0300 123 2040; you get a reference number for your report.',
    url: 'https://www.reportfraud.police.uk/',
  },
  {
    title: 'Police Scotland (Scotland)',
    text: 'In Scotland, report the fraud to Police Scotland on 101.',
    url: 'https://www.scotland.police.uk/',
  },
  { title: 'IC3 (US)', text: "Report it to the FBI's Internet Crime Complaint Center.", url: 'https://www.ic3.gov/' },
] as const;

export const STORIES_ALWAYS_SHOWN = 3;

/** What the practice will never do: said on /verify, so an impostor's request stands out. */
export const NEVER_ASKS = [
  'Ask you to pay a fee, tax, deposit or any "release" payment to receive recovered money.',
  'Ask for your wallet recovery phrase, seed words or private keys.',
  'Ask you to install remote-access software or to share your screen so that we can "help" you.',
  'Write to you from an address or website other than the ones on this page.',
] as const;

/** Said on the client dashboard (CMCOB 4): the free routes stay open to a client too. */
export const FREE_ROUTES_REMINDER =
  'You can always pursue your bank or card issuer, and then the Financial Ombudsman Service, yourself and free of charge: you do not need us to do it.';
