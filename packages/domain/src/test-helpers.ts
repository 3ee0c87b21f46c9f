/** Helpers for the domain's own tests: the messages a schema gives, field by field. */
import type { z } from 'zod';

/** Every message per dotted path ('' for the root); empty when the input is valid. */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const byPath: Record<string, string[]> = {};
  if (result.success) return byPath;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}

/** The messages of one field. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return messagesOf(schema, input)[path] ?? [];
}

/** The parsed value, failing the test with the messages when the input is refused. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(messagesOf(schema, input))}`);
  return result.data;
}
