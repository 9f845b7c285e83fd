import { downloadFile } from '../../../lib/download-file';

/** Saves a conversation as a text file: the visitor's own room, or any room in staff mode. */
export function downloadTranscript(sessionId: string, options: { staff?: boolean } = {}): Promise<string> {
  return downloadFile(`/api/chat/room/${encodeURIComponent(sessionId)}/transcript`, 'chat-transcript.txt', options);
}
