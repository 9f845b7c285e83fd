import type { ChatRoomOpened } from '../../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

/** Uses up the one-time link of a 'reply is waiting' email: the room it opens (404 when used before or expired). */
export async function openChatLink(token: string): Promise<ChatRoomOpened> {
  return (await callApi(endpoints.openFromLink, { body: { token } })).body;
}
