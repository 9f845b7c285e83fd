// The documents feature's public face: the client's documents card and the staff documents tab.
export { DocumentsCard } from './components/documents-card';
export { DocumentsTab } from './components/documents-tab';
export { DocumentRequestsPanel } from './components/document-requests-panel';
