/**
 * Spanish words for every issue whose schema gives no message of its own (a JSON array where an
 * object is expected, a missing field, a text over its limit), so the validator's English never
 * reaches a person. Installed once per process with `useSpanishIssueMessages()`.
 */
import { z } from './zod';
import { MSG } from '../messages';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return MSG.inputMissing;
      return issue.expected === 'object' ? MSG.inputNotObject : MSG.inputInvalid;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'set' ? MSG.inputTooMany : MSG.inputTooLong;
    default:
      return MSG.inputInvalid;
  }
}

export function useSpanishIssueMessages(): void {
  z.config({ localeError: spanishIssueMessage });
}
