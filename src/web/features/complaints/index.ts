// The complaints feature's public face: the client's card and the staff's register.
export { ComplaintsCard } from './components/complaints-card';
export { ComplaintsTab } from './components/complaints-tab';
