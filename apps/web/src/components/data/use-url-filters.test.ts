import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sortParam } from './sort.ts';
import { pageParam, readUrlFilters, searchParam, writeUrlFilters } from './use-url-filters.ts';

const schema = z.object({
  status: z.enum(['all', 'active', 'inactive']).catch('all'),
  assignee: z.union([z.literal('all'), z.coerce.number().int().min(1)]).catch('all'),
  search: searchParam,
  sort: sortParam(['name', 'created_at']),
  page: pageParam,
});

describe('list filters in the URL', () => {
  it('reads each field through the schema', () => {
    expect(
      readUrlFilters(
        schema,
        new URLSearchParams('status=inactive&assignee=4&search=%20ay%C5%9Fe%20&sort=-name&page=2'),
      ),
    ).toEqual({ status: 'inactive', assignee: 4, search: 'ayşe', sort: '-name', page: 2 });
  });

  it('falls back to the defaults for missing and unreadable values', () => {
    expect(
      readUrlFilters(schema, new URLSearchParams('status=lost&assignee=x&sort=-password&page=-1')),
    ).toEqual({ status: 'all', assignee: 'all', search: '', sort: '', page: 1 });
  });

  it('writes the fields in the schema’s order, leaving the defaults out', () => {
    const written = writeUrlFilters(schema, new URLSearchParams(), {
      page: 3,
      search: 'acme',
      assignee: 'all',
      status: 'active',
      sort: '',
    });
    expect(written.toString()).toBe('status=active&search=acme&page=3');
    expect(
      writeUrlFilters(schema, new URLSearchParams('status=active&page=2'), {
        status: 'all',
        assignee: 'all',
        search: '',
        sort: '',
        page: 1,
      }).toString(),
    ).toBe('');
  });

  it('keeps parameters the list does not own', () => {
    const written = writeUrlFilters(schema, new URLSearchParams('demo=1&status=active'), { status: 'inactive' });
    expect(written.toString()).toBe('demo=1&status=inactive');
  });
});
