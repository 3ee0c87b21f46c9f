import type { Role } from '@burgers/domain/constants';
import { users } from '../../src/db/schema';
import type { TestApp } from './test-app';

export interface TestUser {
  id: number;
  token: string;
}

let counter = 0;

/**
 * An active account of the given role with a valid session, written straight to the database so
 * catalogue tests do not depend on the registration flow.
 */
export async function createUser(t: TestApp, role: Role, options: { deactivated?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({
      firstName: 'Prueba',
      lastName: role,
      email: `${role}-${counter}-${Date.now()}@burgers.test`,
      role,
      activatedAt: new Date(),
      deletedAt: options.deactivated ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return { id: row.id, token: await t.app.ctx.tokens.sign(row.id) };
}
