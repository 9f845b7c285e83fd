// What of the forms carries zod, loaded on demand (see lazy-resolver.ts): the resolvers, and the
// endpoints the forms send to (their schemas parse the replies). zod stays out of the landing chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import { assessmentSchema } from '../../../../contract/intake/assessment';
import { contactSchema } from '../../../../contract/intake/contact';

export { intakeEndpoints } from '../../../../contract/intake/endpoints';
export const assessmentResolver = zodResolver(assessmentSchema);
export const contactResolver = zodResolver(contactSchema);
