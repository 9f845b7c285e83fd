import { apiRequest } from '../../../lib/api';

export async function getStaffOnline(): Promise<boolean> {
  return (await apiRequest<{ staffOnline: boolean }>('GET', '/api/chat/status')).staffOnline;
}
