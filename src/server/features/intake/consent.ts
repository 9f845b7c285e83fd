export interface Consent {
  /** The partner a consenting visitor's case may be shared with; null when there is none. */
  partnerName: string | null;
  text: string | null;
}

/** The consent a visitor gives, in the practice's words, naming the partner; none when there is no partner. */
export function consentText(companyName: string, partnerName: string | undefined): Consent {
  if (!partnerName) return { partnerName: null, text: null };
  return {
    partnerName,
    text: `I agree that ${companyName} may share my case details with its partner ${partnerName} to help recover my funds.`,
  };
}
