import { describe, expect, it } from 'vitest';
import { CRM_UTM_CONTENT_MAX } from '../../../contract/crm/crm';
import { partnerPayload, type LeadForPartner } from './partner-client';

describe('partnerPayload', () => {
  const lead: LeadForPartner = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.lee@example.com',
    phone: '+44 20 7946 0958',
    source: 'website',
    caseDetails: 'I sent money to a platform that will not let me withdraw.',
  };

  it("maps the lead to exactly the partner's affiliate-registration fields", () => {
    expect(partnerPayload(lead, 'spring-campaign')).toStrictEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann.lee@example.com',
      phone: '+44 20 7946 0958',
      utm_campaign: 'spring-campaign',
      utm_source: 'Website',
      utm_medium: 'website',
      utm_content: 'I sent money to a platform that will not let me withdraw.',
    });
  });

  it('uses the lead source as utm_medium, whatever it is', () => {
    expect(partnerPayload({ ...lead, source: 'partner-import' }, 'c').utm_medium).toBe('partner-import');
  });

  it('cuts utm_content to 2000 characters and leaves shorter text whole', () => {
    expect(CRM_UTM_CONTENT_MAX).toBe(2000);
    const long = `${'a'.repeat(1999)}bc${'z'.repeat(500)}`;
    const content = partnerPayload({ ...lead, caseDetails: long }, 'c').utm_content;
    expect(content).toHaveLength(2000);
    expect(content).toBe(long.slice(0, 2000));
    expect(content.endsWith('ab')).toBe(true);
    const exact = 'x'.repeat(2000);
    expect(partnerPayload({ ...lead, caseDetails: exact }, 'c').utm_content).toBe(exact);
    expect(partnerPayload({ ...lead, caseDetails: '' }, 'c').utm_content).toBe('');
  });
});
