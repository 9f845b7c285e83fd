// Example site content for a demonstration. Every item is marked `example`, and the page labels
// it 'Example': none of it may be presented as a real result.
import type { SiteContent } from '../../../contract/content/content';

const example = true;

export const demoContent: SiteContent = {
  // Stated, not from the records: a demonstration has no real ledger to count. An example needs no source line.
  figures: [
    { source: 'stated', value: '120', label: 'Cases handled', sourceNote: '', example },
    { source: 'stated', value: '£1.2M', label: 'Recovered for clients', sourceNote: '', example },
    { source: 'stated', value: '12', label: 'Years of experience', sourceNote: '', example },
  ],
  stories: [
    [
      'J.M.',
      'Cryptocurrency scam',
      '£18,400',
      '5 months',
      'A fake exchange stopped answering. The team traced the transfers and worked with the exchange to freeze part of the funds.',
    ],
    [
      'R.K.',
      'Romance scam',
      '$9,200',
      '4 months',
      'I was too ashamed to tell anyone. They listened, explained every step and helped me file the chargeback.',
    ],
    [
      'A.S.',
      'Fake investment platform',
      '€26,000',
      '7 months',
      'The platform showed profits that never existed. The evidence pack they built made the bank reopen my claim.',
    ],
    ['T.B.', 'Forex trading scam', '£6,750', '3 months', 'Clear, honest advice from the first call, with no promises they could not keep.'],
    ['M.L.', 'Tech-support scam', '$3,100', '2 months', 'They helped me report it properly and recover what my card issuer could return.'],
    ['P.D.', 'Wire-transfer fraud', '£41,000', '9 months', 'A long case, but I always knew what stage it was at and what came next.'],
    ['S.H.', 'NFT scam', '$4,800', '6 months', 'They explained what could and could not be recovered before I agreed to anything.'],
    ['K.W.', 'Market trading scam', '€12,300', '5 months', 'The investigation report was thorough and the bank accepted it.'],
    ['D.O.', 'Cryptocurrency scam', '£7,900', '8 months', 'Kind, patient people. They warned me about recovery scammers too.'],
  ].map(([initials, scamType, amountRecovered, duration, quote]) => ({
    initials,
    scamType,
    amountRecovered,
    duration,
    quote,
    example,
  })),
  team: [
    { name: 'Alex Morgan', role: 'Head of Investigations', bio: 'Former bank fraud investigator.', example },
    { name: 'Priya Shah', role: 'Client Case Manager', bio: 'Keeps every client informed at each stage.', example },
    { name: 'Daniel Okafor', role: 'Digital Forensics Analyst', bio: 'Traces payments across banks and blockchains.', example },
  ],
  credentials: [
    { title: 'Regulated claims handling', description: 'Shown here as an example of a credential the practice can list.', example },
    { title: 'Certified fraud examiners', description: 'Shown here as an example of a credential the practice can list.', example },
  ],
  company: {
    legalName: 'Example Recovery Ltd',
    registeredAddress: '1 Example Street, London EC1A 1AA, United Kingdom',
    companyNumber: '00000000',
    email: 'help@example.com',
    phone: '+44 20 0000 0000',
    regulatorStatement: 'Authorised and regulated by the Financial Conduct Authority (example).',
    regulatorReference: 'FRN 000000',
    regulatorRegisterUrl: 'https://register.fca.org.uk/',
    dataProtectionRegistration: 'ZA000000',
    complaintsText:
      'If you are unhappy with our service, tell us first. If we cannot resolve your complaint, you may refer it to the Financial Ombudsman Service.',
    complaintsUrl: 'https://www.financial-ombudsman.org.uk/',
    legalLinks: [
      { label: 'Terms of Service', url: '' },
      { label: 'Cookie Policy', url: '' },
    ],
    example,
  },
};
