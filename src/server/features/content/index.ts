export { demoContent } from './demo-content';
export { adminContentRoutes, contentRoutes } from './routes';
export { getSiteContent, saveSiteContentSection } from './service';
