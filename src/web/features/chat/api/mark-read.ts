import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

/** Tells the server the open chat panel shows the room's replies: a client is not emailed about them. */
export async function markRead(sessionId: string): Promise<void> {
  await callApi(endpoints.visitorRead, { params: { sessionId } });
}
