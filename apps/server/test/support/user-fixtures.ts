import { randomUUID } from 'node:crypto';
import type { Role } from '@burgers/domain/constants';
import { users } from '#db/schema';
import { hashPassword } from '#lib/passwords';
import type { TestApp } from './test-app';

/** The password of the accounts insertUser creates, unless given another. */
export const TEST_PASSWORD = 'Clave1234!';

export interface TestUser {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
  email: string;
}

// Hashing is slow on purpose; one hash per password serves every account of a test file.
const passwordHashes = new Map<string, Promise<string>>();

/** An address no other test uses: `prefix-1a2b3c4d@correo.test`. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@correo.test`;

/**
 * An account (active unless told otherwise, deactivated if asked) with TEST_PASSWORD or the given
 * password and a valid session token, written straight to the database so tests do not depend on
 * the registration flow. Any app will do: a test app or one of several instances on one database.
 */
export async function insertUser(
  t: Pick<TestApp, 'app'>,
  data: {
    role: Role;
    firstName?: string;
    lastName?: string;
    email?: string;
    password?: string;
    activated?: boolean;
    deactivated?: boolean;
  },
): Promise<TestUser> {
  const { role, firstName = 'Prueba', lastName = role, password = TEST_PASSWORD } = data;
  let passwordHash = passwordHashes.get(password);
  if (!passwordHash) {
    passwordHash = hashPassword(password);
    passwordHashes.set(password, passwordHash);
  }
  const email = data.email ?? `${role}-${randomUUID().slice(0, 8)}@burgers.test`;
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({
      firstName,
      lastName,
      email,
      passwordHash: await passwordHash,
      role,
      activatedAt: data.activated === false ? null : new Date(),
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
