import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

/** The signed-in client's own room, found by the server from their session (null when they have none). */
export async function getClientChat() {
  return (await callApi(endpoints.clientChat)).body;
}
