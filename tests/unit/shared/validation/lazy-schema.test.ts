import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from '@shared/validation/lazy-schema';
import { figuresListQuerySchema } from '@shared/api';

describe('lazySchema (schemas built on first use, not at start-up)', () => {
  it('builds nothing until first asked, then once', () => {
    const build = vi.fn(() => z.object({ slug: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema().parse({ slug: 'miku' })).toEqual({ slug: 'miku' });
    expect(schema()).toBe(schema());
    expect(build).toHaveBeenCalledOnce();
  });

  it('tries again after a build that threw', () => {
    const build = vi
      .fn<() => z.ZodMiniString>()
      .mockImplementationOnce(() => {
        throw new Error('not yet');
      })
      .mockImplementation(() => z.string());
    const schema = lazySchema(build);
    expect(() => schema()).toThrow('not yet');
    expect(schema().parse('ok')).toBe('ok');
  });

  it("the catalogue's query schema is one shared instance, still the contract's (a bad value names its parameter)", () => {
    expect(figuresListQuerySchema()).toBe(figuresListQuerySchema());
    const result = figuresListQuerySchema().safeParse({ page: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['page']);
  });
});
