import { SimplePage } from '../components/simple-page';

export function NotFoundRoute() {
  return (
    <SimplePage title="Page Not Found">
      <p>The page you are looking for does not exist or has moved.</p>
    </SimplePage>
  );
}
