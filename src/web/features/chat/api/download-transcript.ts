import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { downloadEndpoint } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';

/** Saves a conversation as a text file: the visitor's own room, or any room in staff mode. */
export function downloadTranscript(sessionId: string, options: { staff?: boolean } = {}): Promise<string> {
  return downloadEndpoint(endpoints.transcript, { params: { sessionId } }, 'chat-transcript.txt', options);
}

/** Staff save a room's conversation with the staff token; a refusal says the server's reason. */
export function useDownloadTranscript(sessionId: string) {
  return useStaffDownload(() => downloadTranscript(sessionId, { staff: true }), { title: 'Download failed' });
}
