import { describe, expect, it } from 'vitest';
import { announcementState } from './announcement-schedule.ts';

const WINDOW = { starts_at: '2026-11-24T06:00:00.000Z', ends_at: '2026-11-30T21:00:00.000Z' };

describe('announcement state', () => {
  it('is a draft while unpublished, whatever the dates', () => {
    expect(announcementState({ ...WINDOW, is_published: false }, new Date('2026-11-25T00:00:00Z'))).toBe(
      'draft',
    );
  });

  it('is live from its start up to, not including, its end', () => {
    const published = { ...WINDOW, is_published: true };
    expect(announcementState(published, new Date('2026-11-24T05:59:59Z'))).toBe('scheduled');
    expect(announcementState(published, new Date('2026-11-24T06:00:00Z'))).toBe('live');
    expect(announcementState(published, new Date('2026-11-30T21:00:00Z'))).toBe('ended');
  });
});
