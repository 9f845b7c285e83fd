import { SimplePage } from '../../components/simple-page';

export default function AdminPage() {
  return <SimplePage title="Admin Access" />;
}
