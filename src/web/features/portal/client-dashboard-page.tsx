import { SimplePage } from '../../components/simple-page';

export default function ClientDashboardPage() {
  return <SimplePage title="Client Dashboard" />;
}
