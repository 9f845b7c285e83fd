import { SimplePage } from '../../components/simple-page';

export default function ClientLoginPage() {
  return <SimplePage title="Client Login" />;
}
