// Limits, field labels and messages of the assessment, kept free of zod so the landing page can
// import them without pulling the validator into its first chunk. `intake.ts` re-exports them.

export const CASE_DETAILS_MIN = 10;
export const CASE_DETAILS_MAX = 1000;
export const CASE_DETAILS_WARN_ABOVE = 900;
export const DEFAULT_EXPERT_CALL_TIME = 'Any time';

export const assessmentMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  phone: 'Phone number is required',
  country: 'Country is required',
  amountLost: 'Amount lost is required',
  depositMethod: 'How you sent money is required for our investigation',
  companyName: 'Company/website name is required to track the scammer',
  caseDetailsMin: 'Please provide at least 10 characters describing your case',
  caseDetailsMax: 'Case details must be 1000 characters or less for CRM compatibility',
} as const;

/** Fields the visitor must fill; an absent or blank one is reported in `missingFields`. */
export const ASSESSMENT_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'amountLost',
  'depositMethod',
  'companyName',
  'caseDetails',
] as const;

export const ASSESSMENT_FIELD_LABELS: Record<(typeof ASSESSMENT_REQUIRED_FIELDS)[number], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  amountLost: 'Amount lost',
  depositMethod: 'How you sent money',
  companyName: 'Company or website name',
  caseDetails: 'Case details',
};

export const assessmentToasts = {
  success: {
    title: 'Assessment Submitted Successfully!',
    description: 'Our cyber fraud recovery team will contact you within 24 hours to discuss your case.',
  },
  duplicate: {
    title: 'Duplicate Submission Detected',
    description: 'A submission with this email already exists. Our team will contact you soon.',
  },
  missing: { title: 'Missing Required Information', descriptionPrefix: 'Please fill in: ' },
  invalidEmail: { title: 'Invalid Email', description: 'Please provide a valid email address' },
  validation: { title: 'Validation Error', fallback: 'Please check your information and try again' },
  failed: {
    title: 'Submission Failed',
    description: 'Unable to submit your request right now. Please try again or contact us directly.',
  },
} as const;

export const DUPLICATE_ASSESSMENT_MESSAGE = 'A submission with this email already exists';

/** An assessment's reference: `RC-` and two groups of five of Crockford's letters and digits (no I, L, O or U). */
export const ASSESSMENT_REFERENCE_PATTERN = /^RC-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
