import { describe, expect, it } from 'vitest';
import { leadFilterSchema } from '../../../../contract/leads/list';
import { filterOf, parseLeadListParams, writeLeadListParams } from './lead-list-params';

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

  it('gives a bulk action the filter of the view, which the server reads back as the same view', () => {
    const params = parseLeadListParams('?q=ann&status=new&source=spring&sort=firstName&page=3');
    const filter = filterOf(params);
    expect(filter).toEqual({ q: 'ann', status: 'new', source: 'spring' });
    expect(leadFilterSchema.parse(filter)).toEqual({ q: 'ann', status: 'new', priority: null, assignedTo: null, followUp: null, source: 'spring' });
  });
});
