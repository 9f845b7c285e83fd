/** The chat widget's three states: a round button, the open panel, or a small bar. */
export type ChatView = 'closed' | 'open' | 'minimised';
