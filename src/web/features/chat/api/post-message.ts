import type { ChatMessage } from '../../../../contract/chat/messages';
import { apiRequest } from '../../../lib/api';

export function postMessage(sessionId: string, senderName: string | undefined, message: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>('POST', '/api/chat/message', { body: { sessionId, senderType: 'user', senderName, message } });
}
