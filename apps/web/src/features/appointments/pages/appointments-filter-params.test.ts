import { describe, expect, it } from 'vitest';
import { readUrlFilters, writeUrlFilters } from '../../../components/data/use-url-filters.ts';
import { appointmentsFilter, appointmentsFilterSchema } from './appointments-filter-params.ts';

function read(search: string) {
  return appointmentsFilter(readUrlFilters(appointmentsFilterSchema, new URLSearchParams(search)));
}

describe('appointment list filter in the URL', () => {
  it('reads status, assignee and page, and writes them back', () => {
    expect(read('status=new&assignee_id=4&page=2')).toEqual({ status: 'new', assignee: 4, page: 2 });
    const written = writeUrlFilters(appointmentsFilterSchema, new URLSearchParams(), {
      status: 'new',
      assignee_id: 4,
      page: 2,
    });
    expect(written.toString()).toBe('status=new&assignee_id=4&page=2');
  });

  it('falls back to everything on the first page for unreadable values', () => {
    expect(read('status=lost&assignee_id=x&page=-1')).toEqual({ status: 'all', assignee: 'all', page: 1 });
    const written = writeUrlFilters(appointmentsFilterSchema, new URLSearchParams('status=new&page=4'), {
      status: 'all',
      assignee_id: 'all',
      page: 1,
    });
    expect(written.toString()).toBe('');
  });
});
