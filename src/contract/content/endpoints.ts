import { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { failures } from '../shared/replies';
import {
  figurePreviewSchema,
  publicSiteSchema,
  publishedFiguresSchema,
  recordsFigureInputSchema,
  SITE_CONTENT_KEYS,
  type SiteContentKey,
  siteContentSchema,
} from './content';

const sectionParamSchema = z.object({
  key: z.enum(SITE_CONTENT_KEYS as [SiteContentKey, ...SiteContentKey[]], { error: `Section must be one of ${SITE_CONTENT_KEYS.join(', ')}` }),
});
/** Each section as staff publish it: the site's content, the figures held to their stricter rule (a stated one names its source). */
export const sectionInputSchemas = { ...siteContentSchema.shape, figures: publishedFiguresSchema };
/** Any one section of the site content; which one a request holds is the path's `key`. */
const sectionValueSchema = z.union(SITE_CONTENT_KEYS.map((key) => sectionInputSchemas[key]) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
const sectionStoredSchema = z.union(
  SITE_CONTENT_KEYS.map((key) => siteContentSchema.shape[key]) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
);

/** The landing page's content (public, its figures worked out), and the staff's edits to it one section at a time. */
export const contentEndpoints = {
  site: endpoint({
    method: 'GET',
    path: '/api/site',
    access: 'public',
    description: "The landing page's content and the practice's settings.",
    replies: { 200: publicSiteSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/content',
    access: 'admin',
    replies: { 200: siteContentSchema, ...failures(401, 403) },
  }),
  /** The body is checked by the handler with the schema of the path's section (see the route). */
  saveSection: endpoint({
    method: 'PUT',
    path: '/api/admin/content/:key',
    access: 'admin',
    description: 'Replaces one section; the body is that section of the site content.',
    params: sectionParamSchema,
    body: sectionValueSchema,
    replies: { 200: z.object({ key: z.string(), value: sectionStoredSchema }), ...failures(400, 401, 403) },
  }),
  /** The editor's live value: a figure from our records as the page would show it now, before it is published. */
  previewFigure: endpoint({
    method: 'POST',
    path: '/api/admin/content/figures/preview',
    access: 'admin',
    description: 'Works out a figure from our records as the landing page would show it now (or why it would not show); saves nothing.',
    body: recordsFigureInputSchema,
    replies: { 200: figurePreviewSchema, ...failures(400, 401, 403) },
  }),
};
