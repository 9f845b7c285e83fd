// The intake feature's public face: the landing page's assessment and contact forms.
export { AssessmentSection } from './components/assessment-form';
export { ContactForm } from './components/contact-form';
export { ContactSection } from './components/contact-section';
