import { describe, expect, it } from 'vitest';
import { readFilter, writeFilter } from './appointments-filter-params.ts';

describe('appointment list filter in the URL', () => {
  it('reads status, assignee and page, and writes them back', () => {
    const filter = readFilter(new URLSearchParams('status=new&assignee_id=4&page=2'));
    expect(filter).toEqual({ status: 'new', assignee: 4, page: 2 });
    expect(writeFilter(filter).toString()).toBe('status=new&assignee_id=4&page=2');
  });

  it('falls back to everything on the first page for unreadable values', () => {
    expect(readFilter(new URLSearchParams('status=lost&assignee_id=x&page=-1'))).toEqual({
      status: 'all',
      assignee: 'all',
      page: 1,
    });
    expect(writeFilter({ status: 'all', assignee: 'all', page: 1 }).toString()).toBe('');
  });
});
