import { SimplePage } from '../components/simple-page';
import { PortalBrand } from './portal/portal-brand';

/** Any unknown address: still visibly the practice's site (its name and mark), with a way home. */
export function NotFoundRoute() {
  return (
    <SimplePage title="Page Not Found" brand={<PortalBrand />}>
      <p>The page you are looking for does not exist or has moved.</p>
    </SimplePage>
  );
}
