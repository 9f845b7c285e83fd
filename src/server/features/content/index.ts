export { demoContent } from './demo-content';
export { adminContentRoutes, contentRoutes } from './routes';
export { getSiteContent, saveSiteContentSection } from './service';
export { createSiteFigures, FIGURE_CACHE_MS, type SiteFigures } from './site-figures';
