import { describe, expect, it, vi } from 'vitest';
import { z } from '@burgers/domain/schemas/zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().trim().min(1, 'Ingresá tu nombre') });
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it("answers with the schema's messages and parsed values, loading the schema once", async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver(load);
    const invalid = await resolver({ name: ' ' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('Ingresá tu nombre');
    const valid = await resolver({ name: ' Ana ' }, undefined, options);
    expect(valid.values).toEqual({ name: 'Ana' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check after a failed one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    await expect(resolver({ name: 'Ana' }, undefined, options)).rejects.toThrow('offline');
    const valid = await resolver({ name: 'Ana' }, undefined, options);
    expect(valid.values).toEqual({ name: 'Ana' });
  });
});
