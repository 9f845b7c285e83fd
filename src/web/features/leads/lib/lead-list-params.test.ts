import { describe, expect, it } from 'vitest';
import { parseLeadListParams, writeLeadListParams } from './lead-list-params';

describe('the leads view in the URL', () => {
  it('reads and writes the work-queue filters, so "My leads" can be bookmarked', () => {
    const params = parseLeadListParams('?assignedTo=me&followUp=today&status=new');
    expect(params).toMatchObject({ assignedTo: 'me', followUp: 'today', status: 'new', page: 1 });
    expect(writeLeadListParams(params).toString()).toBe('status=new&assignedTo=me&followUp=today');
  });

  it('drops a bad value alone and keeps the rest', () => {
    expect(parseLeadListParams('?assignedTo=bob&followUp=overdue')).toMatchObject({ assignedTo: null, followUp: 'overdue' });
    expect(writeLeadListParams(parseLeadListParams('')).toString()).toBe('');
  });
});
