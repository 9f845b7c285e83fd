import type { ChatMessage } from '../../../../contract/chat/messages';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

export async function postMessage(sessionId: string, senderName: string | undefined, message: string): Promise<ChatMessage> {
  return (await callApi(endpoints.postMessage, { body: { sessionId, senderType: 'user', senderName, message } })).body;
}
