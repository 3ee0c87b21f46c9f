import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { insertUser, TEST_PASSWORD, type TestUser } from './support/user-fixtures';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Other spellings of the same token: an HS256 signature is 32 bytes, 43 base64url characters whose
 * last one carries two unused bits, so three neighbours of that character decode to the same bytes;
 * and a padding `=` the decoder skips.
 */
function sameSignatureSpellings(token: string): string[] {
  const last = BASE64URL.indexOf(token.at(-1)!);
  const group = last - (last % 4);
  const neighbours = [0, 1, 2, 3]
    .map((offset) => BASE64URL[group + offset]!)
    .filter((char) => char !== token.at(-1))
    .map((char) => token.slice(0, -1) + char);
  return [...neighbours, `${token}=`];
}

describe('logout ends the session however its token is spelled', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;

  beforeAll(async () => {
    customer = await insertUser(t, { role: 'customer' });
    employee = await insertUser(t, { role: 'employee' });
  });

  async function login(email: string): Promise<string> {
    const res = await api<{ data: { token: string } }>('POST', '/login', { body: { email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  it('refuses every spelling of a logged-out token on routes and on changePassword', async () => {
    const token = await login(customer.email);
    const spellings = sameSignatureSpellings(token);
    expect(spellings).toHaveLength(4);
    // Before the logout the library accepts each spelling as the same token.
    for (const spelling of spellings)
      expect((await api('GET', `/users/${customer.id}/orders`, { token: spelling })).status).toBe(200);

    expect((await api('POST', '/logout', { token })).status).toBe(204);
    for (const spelling of [token, ...spellings]) {
      expect((await api('GET', `/users/${customer.id}/orders`, { token: spelling })).status).toBe(401);
      const change = await api('PUT', '/changePassword/', {
        token: spelling,
        body: { passwordOld: TEST_PASSWORD, passwordNew: 'OtraClave123!' },
      });
      expect(change.status).toBe(401);
      // Logging out again with another spelling changes nothing and is refused too.
      expect((await api('POST', '/logout', { token: spelling })).status).toBe(401);
    }
  });

  it('refuses every spelling of a logged-out token on the live streams', async () => {
    const token = await login(employee.email);
    expect((await api('POST', '/logout', { token })).status).toBe(204);
    for (const spelling of sameSignatureSpellings(token)) {
      const stream = await fetch(`${t.baseUrl}/api/orders/events?token=${encodeURIComponent(spelling)}`);
      expect(stream.status).toBe(401);
      await stream.body?.cancel();
      const store = await fetch(`${t.baseUrl}/api/store/events?token=${encodeURIComponent(spelling)}`);
      expect(store.status).toBe(401);
      await store.body?.cancel();
    }
  });

  it("leaves the account's other sessions signed in", async () => {
    const first = await login(customer.email);
    const second = await login(customer.email);
    expect((await api('POST', '/logout', { token: first })).status).toBe(204);
    expect((await api('GET', `/users/${customer.id}/orders`, { token: second })).status).toBe(200);
  });
});
