import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

export async function getStaffOnline(): Promise<boolean> {
  return (await callApi(endpoints.status)).body.staffOnline;
}
