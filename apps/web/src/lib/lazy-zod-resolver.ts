import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@burgers/domain/schemas/zod';

/**
 * A form's zod resolver that loads zod and the form's schema at the form's first check, not with the
 * page: on a public page most visitors never fill in (the contact page), zod was half of the page's
 * code (37 of 79 kB gzip). The checks and their messages are the schema's, as with zodResolver.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) =>
      zodResolver(schema),
    );
    // A failed load (the network dropped) is tried again at the next check.
    resolver.catch(() => {
      resolver = undefined;
    });
    return (await resolver)(values, context, options);
  };
}
