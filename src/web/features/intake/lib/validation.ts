// The forms' zod resolvers, loaded on demand (see lazy-resolver.ts): zod stays out of the landing chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '../../../../contract/intake/contact';
import { assessmentSchema } from '../../../../contract/intake/assessment';

export const assessmentResolver = zodResolver(assessmentSchema);
export const contactResolver = zodResolver(contactSchema);
