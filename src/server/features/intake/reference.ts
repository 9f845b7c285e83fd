import { newReference } from '../../platform/reference';

/** A new assessment reference like `RC-7F3K9-QXA2M` (see newReference). */
export const newAssessmentReference = (): string => newReference('RC');
