import type { ChatMessage } from '../../../../contract/chat/messages';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

/** The visitor's room messages after `after` (all of them from 0): the catch-up after a reconnection. */
export async function getMessages(sessionId: string, after = 0): Promise<ChatMessage[]> {
  return (await callApi(endpoints.visitorMessages, { params: { sessionId }, query: { after: after > 0 ? after : undefined } })).body;
}
