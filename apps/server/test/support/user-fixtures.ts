import { randomUUID } from 'node:crypto';
import type { Role } from '@burgers/domain/constants';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import type { TestApp } from './test-app';

/** The password of every account insertUser creates. */
export const TEST_PASSWORD = 'Clave1234!';

export interface TestUser {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
  email: string;
}

// Hashing is slow on purpose; one hash serves every account of a test file.
let passwordHash: Promise<string> | undefined;

/**
 * An active account (deactivated if asked) with TEST_PASSWORD and a valid session token, written
 * straight to the database so tests do not depend on the registration flow.
 */
export async function insertUser(
  t: TestApp,
  data: { role: Role; firstName?: string; lastName?: string; deactivated?: boolean },
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const { role, firstName = 'Prueba', lastName = role } = data;
  const email = `${role}-${randomUUID().slice(0, 8)}@burgers.test`;
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({
      firstName,
      lastName,
      email,
      passwordHash: await passwordHash,
      role,
      activatedAt: new Date(),
      deletedAt: data.deactivated ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return { id: row.id, token: await t.app.ctx.tokens.sign(row.id), firstName, lastName, email };
}

/** The people around an order: Carla and Otto (customers), Emma (kitchen) and Ada (admin). */
export async function insertCast(t: TestApp) {
  return {
    customer: await insertUser(t, { role: 'customer', firstName: 'Carla', lastName: 'Cliente' }),
    otherCustomer: await insertUser(t, { role: 'customer', firstName: 'Otto', lastName: 'Otro' }),
    employee: await insertUser(t, { role: 'employee', firstName: 'Emma', lastName: 'Empleada' }),
    admin: await insertUser(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' }),
  };
}
