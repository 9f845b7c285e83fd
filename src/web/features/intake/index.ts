// The intake feature's public face: the landing page's assessment and contact forms, and the staff's contact messages.
export { AssessmentSection } from './components/assessment-section';
export { DeferredContactForm } from './components/deferred-contact-form';
export { ContactSection } from './components/contact-section';
export { ContactMessagesTab } from './components/contact-messages-tab';
