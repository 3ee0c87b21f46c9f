import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSpanishIssueMessages } from './spanish-errors';
import { MSG } from '../messages';

describe('validator messages without a message of their own', () => {
  useSpanishIssueMessages();
  const schema = z.object({ name: z.string().max(3), tags: z.array(z.string()).max(1) });
  const firstMessage = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('are Spanish, never the validator English', () => {
    expect(firstMessage([1, 2])).toBe(MSG.inputNotObject);
    expect(firstMessage('texto')).toBe(MSG.inputNotObject);
    expect(firstMessage({ tags: [] })).toBe(MSG.inputMissing);
    expect(firstMessage({ name: 'larguísimo', tags: [] })).toBe(MSG.inputTooLong);
    expect(firstMessage({ name: 'ana', tags: ['a', 'b'] })).toBe(MSG.inputTooMany);
    expect(firstMessage({ name: 7, tags: [] })).toBe(MSG.inputInvalid);
  });
});
