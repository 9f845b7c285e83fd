import { describe, expect, it } from 'vitest';
import { companySchema, storySchema } from '../../../../../contract/content/content';
import { contentErrorMap, fieldSpecs } from './content-form';

describe('content form fields', () => {
  it('take their length limit and whether they are required from the contract, so the form and the server agree', () => {
    const [initials, duration, quote] = fieldSpecs(storySchema.shape, {
      initials: { label: 'Initials' },
      duration: { label: 'Duration' },
      quote: { label: 'Quote', multiline: true },
    });
    expect(initials).toEqual({ name: 'initials', label: 'Initials', max: 6, required: true });
    expect(duration).toEqual({ name: 'duration', label: 'Duration', max: 40, required: false });
    expect(quote).toMatchObject({ max: 600, required: true, multiline: true });
  });

  it('name the field in the message a too-long value gets', () => {
    const specs = fieldSpecs(companySchema.shape, { legalName: { label: 'Legal name' } });
    const result = companySchema.safeParse({ legalName: 'x'.repeat(201) }, { error: contentErrorMap(specs) });
    expect(result.error?.issues[0]?.message).toBe('Legal name must be 200 characters or less');
  });
});
