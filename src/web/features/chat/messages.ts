import type { ChatMessage } from '../../../contract/chat/messages';

/** Adds messages to a conversation: each id once (the newest copy wins), in id order. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function lastId(messages: readonly ChatMessage[]): number {
  return messages.length ? messages[messages.length - 1]!.id : 0;
}
