import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module.ts';

const Part = () => null;

describe('a deferred part of a page', () => {
  it('imports once, prepares before it counts as loaded, and tells its subscribers', async () => {
    const prepare = vi.fn(async () => undefined);
    const importer = vi.fn(async () => ({ default: Part, prepare }));
    const part = deferredModule(importer);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.get()).toBeNull();

    await Promise.all([part.load(), part.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(part.get()).toBe(Part);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Part });
    const part = deferredModule(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.get()).toBeNull();
    await part.load();
    expect(part.get()).toBe(Part);
  });
});
