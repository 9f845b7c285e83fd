import { z } from 'zod';
import { figureReadSchema, figureSchema, publishedFigureSchema, shownFigureSchema } from './figures';

/**
 * Site content is the operator's own: figures, stories, team, credentials and company details
 * are stored in the database and edited by staff. Nothing here ships with invented values.
 * `example` marks demo content, which the page labels 'Example'.
 */
/** How many items each list of the page may hold. */
export const CONTENT_LIST_MAX = { figures: 6, stories: 9, team: 12, credentials: 12 } as const;
export const MAX_LEGAL_LINKS = 6;

const text = (max: number) => z.string().trim().max(max);
const example = z.boolean().default(false);

export const storySchema = z.object({
  initials: text(6).min(1),
  scamType: text(60).min(1),
  amountRecovered: text(30).min(1),
  duration: text(40).default(''),
  quote: text(600).min(1),
  example,
});
export const teamMemberSchema = z.object({
  name: text(100).min(1),
  role: text(100).min(1),
  bio: text(600).default(''),
  example,
});
export const credentialSchema = z.object({ title: text(120).min(1), description: text(400).default(''), example });
export const legalLinkSchema = z.object({ label: text(60).min(1), url: text(500).default('') });

export const companySchema = z.object({
  legalName: text(200).default(''),
  registeredAddress: text(400).default(''),
  companyNumber: text(60).default(''),
  email: text(254).default(''),
  phone: text(40).default(''),
  /** e.g. 'Authorised and regulated by the Financial Conduct Authority'. */
  regulatorStatement: text(300).default(''),
  regulatorReference: text(60).default(''),
  /** The firm's entry on its regulator's public register (for /verify). */
  regulatorRegisterUrl: text(500).default(''),
  /** The data-protection registration (the ICO's, in the UK), for the privacy notice. */
  dataProtectionRegistration: text(60).default(''),
  /** How to complain: the firm's own route, then the ombudsman. */
  complaintsText: text(600).default(''),
  complaintsUrl: text(500).default(''),
  legalLinks: z
    .array(legalLinkSchema)
    .max(MAX_LEGAL_LINKS)
    .default([
      { label: 'Terms of Service', url: '' },
      { label: 'Cookie Policy', url: '' },
    ]),
  example,
});

/** The site's content as stored and as staff read it back. */
export const siteContentSchema = z.object({
  figures: z.array(figureSchema).max(CONTENT_LIST_MAX.figures).default([]),
  stories: z.array(storySchema).max(CONTENT_LIST_MAX.stories).default([]),
  team: z.array(teamMemberSchema).max(CONTENT_LIST_MAX.team).default([]),
  credentials: z.array(credentialSchema).max(CONTENT_LIST_MAX.credentials).default([]),
  company: companySchema.default(companySchema.parse({})),
});

export type SiteContent = z.output<typeof siteContentSchema>;

/** How a stored section is read: a figure stored before figures had a source reads as stated without one. */
export const storedSectionSchemas = {
  ...siteContentSchema.shape,
  figures: z.array(figureReadSchema).max(CONTENT_LIST_MAX.figures).default([]),
};
/** The figures as staff publish them (`PUT /api/admin/content/figures`): a stated figure names its source unless it is an example. */
export const publishedFiguresSchema = z.array(publishedFigureSchema).max(CONTENT_LIST_MAX.figures);
export type SiteContentKey = keyof SiteContent;
export const SITE_CONTENT_KEYS = Object.keys(siteContentSchema.shape) as SiteContentKey[];

/** What the public page needs besides content: the practice's identity and partner, from configuration. */
export const publicSettingsSchema = z.object({
  companyName: z.string(),
  /** The partner a consenting visitor's case may be shared with; null when there is none. */
  partnerName: z.string().nullable(),
  consentText: z.string().nullable(),
  /** Within how many hours the practice answers a new assessment (ASSESSMENT_REPLY_HOURS). */
  assessmentReplyHours: z.number().int(),
  /** The address every email comes from, and the site's own address (for /verify). */
  mailFrom: z.string(),
  siteUrl: z.string(),
  /** How long records are kept (for /privacy). */
  retention: z.object({
    leadDays: z.number().int(),
    contactDays: z.number().int(),
    chatDays: z.number().int(),
    clientYears: z.number().int(),
    complaintYears: z.number().int(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The content as the public page gets it: only the figures it shows, each worked out. */
export const publicContentSchema = siteContentSchema.extend({ figures: z.array(shownFigureSchema).default([]) });
export type PublicContent = z.output<typeof publicContentSchema>;
export const publicSiteSchema = z.object({ content: publicContentSchema, settings: publicSettingsSchema });
export type PublicSite = z.infer<typeof publicSiteSchema>;

export * from './figure-messages';
export * from './figures';
export * from './links';
