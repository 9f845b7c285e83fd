import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { downloadFile } from '../../../lib/download-file';
import { serverMessage } from '../../../lib/server-message';

/** Saves a conversation as a text file: the visitor's own room, or any room in staff mode. */
export function downloadTranscript(sessionId: string, options: { staff?: boolean } = {}): Promise<string> {
  return downloadFile(`/api/chat/room/${encodeURIComponent(sessionId)}/transcript`, 'chat-transcript.txt', options);
}

/** Staff save a room's conversation with the staff token; a refusal says the server's reason. */
export function useDownloadTranscript(sessionId: string) {
  return useMutation({
    mutationFn: () => downloadTranscript(sessionId, { staff: true }),
    onError: (error) => toast({ title: 'Download failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
