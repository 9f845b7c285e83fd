import {
  OMBUDSMAN_AFTER_EIGHT_WEEKS,
  OMBUDSMAN_AFTER_FINAL_RESPONSE,
  OMBUDSMAN_AFTER_SUMMARY_RESOLUTION,
} from '../../../contract/complaints/complaints';
import { FRAUD_REPORTING_LINKS, FREE_ROUTES } from '../../../contract/content/links';

/**
 * Every email the practice sends. A notice says what kind of thing happened and links to sign in:
 * no amounts, case details, document names or chat text (an email never carries the case), and each ends with the same warning, so that a look-alike message asking for money stands out.
 */
export const NOTICE_KINDS = [
  'new_assessment',
  'assessment_received',
  'contact_received',
  'contact_reply',
  'lead_assigned',
  'payout_status',
  'document_reviewed',
  'document_requested',
  'case_update',
  'account_updated',
  'chat_reply',
  'chat_reply_visitor',
  'password_reset',
  'staff_invitation',
  'two_factor_locked',
  'client_invitation',
  'complaint_received',
  'complaint_final_response',
  'complaint_resolved',
  'complaint_eight_weeks',
  'claims_due',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Stands in a notice's text for the reference it is about: the assessment receipt's (filled in by the insert that stores the lead), a complaint's. */
export const REFERENCE_PLACEHOLDER = '{reference}';

interface Notice {
  subject: string;
  lines: string[];
  action: string;
  /** The action for a complainant who has no client account to sign in to (see `composeNotice`). */
  actionWithoutAccount?: string;
}

const NOTICES: Record<NoticeKind, Notice> = {
  assessment_received: {
    subject: 'We have received your case assessment',
    lines: [
      'Thank you: we have received your free case assessment.',
      `Your reference is ${REFERENCE_PLACEHOLDER}. Please quote it whenever you contact us.`,
      '',
      'Before you choose any paid service, you can take these routes yourself, free of charge:',
      ...FREE_ROUTES.map((route) => `- ${route.title}: ${route.text}${route.url ? ` ${route.url}` : ''}`),
    ],
    action: 'Our website',
  },
  contact_received: {
    subject: 'We have received your message',
    lines: [
      'Thank you: we have received the message you sent with the contact form on our website.',
      'A member of our team will answer it, usually within 24 hours.',
      'If you did not write to us, you can ignore this email.',
    ],
    action: 'Our website',
  },
  // The body is the staff member's own answer (see composeContactReply); these lines are not used.
  contact_reply: {
    subject: 'A reply to your message',
    lines: [],
    action: 'To write to us again, use the contact form on our website',
  },
  new_assessment: {
    subject: 'New case assessment received',
    lines: ['A new case assessment has been submitted on the website.'],
    action: 'Sign in to the admin panel to read it',
  },
  lead_assigned: {
    subject: 'A lead has been assigned to you',
    lines: ['A lead has been assigned to you.'],
    action: 'Sign in to the admin panel to see it',
  },
  payout_status: {
    subject: 'Your payout request was updated',
    lines: ['There is an update on your payout request.'],
    action: 'Sign in to your dashboard to see it',
  },
  document_reviewed: {
    subject: 'Your document has been reviewed',
    lines: ['One of the documents you sent us has been reviewed.'],
    action: 'Sign in to your dashboard to see the result',
  },
  document_requested: {
    subject: 'Your caseworker has asked for a document',
    lines: ['Your caseworker needs a document from you to move your case forward.'],
    action: 'Sign in to your dashboard to see what is needed and upload it',
  },
  case_update: {
    subject: 'There is an update on your case',
    lines: ['Your caseworker has posted an update on your case.'],
    action: 'Sign in to your dashboard to read it',
  },
  // Money recorded in the client's ledger: never its amount.
  account_updated: {
    subject: 'Your account has been updated',
    lines: ['A payment recovered for you has been recorded on your account.'],
    action: 'Sign in to your dashboard to see it',
  },
  chat_reply: {
    subject: 'Our team has answered your message',
    lines: ['Our team replied to your chat message while you were away.'],
    action: 'Sign in to your dashboard to read the reply',
  },
  // A visitor without an account: the link (one use, 7 days) opens their chat in the browser that follows it.
  chat_reply_visitor: {
    subject: 'A reply is waiting',
    lines: [
      'Our team has replied to the chat you started on our website.',
      'The link opens the chat in the browser you use it in. It works once and expires in 7 days; after that, start a new chat on our website.',
    ],
    action: 'Read the reply',
  },
  password_reset: {
    subject: 'Reset your password',
    lines: [
      'Someone asked to reset the password of your account. If it was you, choose a new password with this link.',
      'The link works once and expires soon. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    action: 'Choose a new password',
  },
  staff_invitation: {
    subject: 'You have been invited to the team',
    lines: ['You have been given a staff account. Choose your password with this link to sign in.', 'The link works once and expires in 7 days.'],
    action: 'Choose your password',
  },
  two_factor_locked: {
    subject: 'Your two-factor codes are locked',
    lines: [
      'Someone signed in to your staff account with your password, then entered ten wrong two-factor codes. Codes from your authenticator app no longer sign you in.',
      'To sign in, use one of your recovery codes, or ask an admin to reset your two-factor sign-in. If this was not you, your password is known to someone else: change it as soon as you are signed in.',
    ],
    action: 'Sign in to the admin panel',
  },
  // The written acknowledgement a complaint gets as it is recorded (FCA DISP 1.6.1R), whatever its channel.
  complaint_received: {
    subject: 'We have received your complaint',
    lines: [
      `We have received your complaint and are looking into it. Its reference is ${REFERENCE_PLACEHOLDER}: please quote it whenever you contact us about it.`,
      '',
      'We will send you our final response within eight weeks of receiving it. If we have not by then, or you are unhappy with our response, you may refer your complaint to the Financial Ombudsman Service, free of charge.',
    ],
    action: 'Sign in to follow your complaint',
    actionWithoutAccount: 'Contact us with any question about it',
  },
  complaint_final_response: {
    subject: 'Our final response to your complaint',
    lines: ['We have sent our final response to your complaint.', '', OMBUDSMAN_AFTER_FINAL_RESPONSE],
    action: 'Sign in to read it, or contact us for a copy',
    actionWithoutAccount: 'If it has not reached you, contact us for a copy',
  },
  complaint_resolved: {
    subject: 'Your complaint is resolved',
    lines: ['We have recorded your complaint as resolved.', '', OMBUDSMAN_AFTER_SUMMARY_RESOLUTION],
    action: 'Sign in to read how it was resolved, or contact us for a copy',
    actionWithoutAccount: 'If our summary of how it was resolved has not reached you, contact us for a copy',
  },
  complaint_eight_weeks: {
    subject: 'Your complaint: you may now go to the Financial Ombudsman Service',
    lines: [OMBUDSMAN_AFTER_EIGHT_WEEKS],
    action: 'Sign in to see where your complaint stands, or contact us',
    actionWithoutAccount: 'Contact us to hear where your complaint stands',
  },
  claims_due: {
    subject: 'Your claims due within 7 days',
    lines: ['These claims assigned to you are overdue or due within 7 days (case ID, claim type, date):'],
    action: 'Open the Claims tab',
  },
  client_invitation: {
    subject: 'Your client account is ready',
    lines: [
      'An account has been opened for you to follow your case. Choose your password with this link to sign in.',
      `Your case ID is ${REFERENCE_PLACEHOLDER}. Please quote it whenever you contact us.`,
      'The link works once and expires in 7 days.',
    ],
    action: 'Choose your password',
  },
};

export function noFeeWarning(companyName: string): string {
  const services = FRAUD_REPORTING_LINKS.map((link) => `${link.label} ${link.url}${link.phone ? ` or ${link.phone}` : ''}`).join('; ');
  return `${companyName} will never ask you to pay anything to receive your funds: no fee, tax, deposit or release payment, and never for a wallet recovery phrase. If anyone asks, it is not us: stop and report it to ${services}.`;
}

/**
 * A staff member's answer to a contact message: their own words (never the visitor's message, and
 * nothing added by us about the case), then the way back to the contact form and the standing warning.
 */
export function composeContactReply(staffText: string, context: { companyName: string; link: string }): ComposedNotice {
  const notice = NOTICES.contact_reply;
  const text = [staffText, '', `${notice.action}: ${context.link}`, '', '--', noFeeWarning(context.companyName), '', context.companyName].join(
    '\n',
  );
  return { kind: 'contact_reply', subject: `${context.companyName}: ${notice.subject}`, text };
}

export interface ComposedNotice {
  kind: NoticeKind;
  subject: string;
  text: string;
}

/**
 * The subject and plain-text body of one notice; `link` is where the reader signs in or acts. A reader
 * `withoutAccount` (a complainant recorded by staff) is not told to sign in where they cannot.
 */
export function composeNotice(
  kind: NoticeKind,
  context: { companyName: string; link: string; withoutAccount?: boolean; reference?: string; items?: readonly string[] },
): ComposedNotice {
  const notice = NOTICES[kind];
  const action = (context.withoutAccount && notice.actionWithoutAccount) || notice.action;
  const { reference } = context;
  const text = [
    'Hello,',
    '',
    ...(reference ? notice.lines.map((line) => line.replaceAll(REFERENCE_PLACEHOLDER, reference)) : notice.lines),
    ...(context.items ?? []).map((item) => `- ${item}`),
    '',
    `${action}: ${context.link}`,
    '',
    '--',
    noFeeWarning(context.companyName),
    '',
    `${context.companyName}`,
  ].join('\n');
  return { kind, subject: `${context.companyName}: ${notice.subject}`, text };
}
