import type { ChatMessage } from '../../../contract/chat/messages';

/** A conversation as plain text, oldest first, each message with its UTC time and sender. */
export function transcriptText(messages: ChatMessage[], companyName: string): string {
  const lines = messages.map((m) => `[${m.createdAt.slice(0, 16).replace('T', ' ')} UTC] ${m.senderName}: ${m.message}`);
  return [`Chat with ${companyName}`, `Downloaded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, '', ...lines, ''].join('\n');
}

/** The transcript's file name: the day it was downloaded. */
export const transcriptFileName = () => `chat-transcript-${new Date().toISOString().slice(0, 10)}.txt`;
