// The intake feature's public face: the landing page's assessment and contact forms, and the staff's contact messages.
export { AssessmentSection } from './components/assessment-form';
export { ContactForm } from './components/contact-form';
export { ContactSection } from './components/contact-section';
export { ContactMessagesTab } from './components/contact-messages-tab';
