import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { TestCertificate } from './test-certificate';

/**
 * A local ARCA for the tests: a WSAA that checks the CMS signature over the login ticket against
 * the test's certificate (with openssl, as a third party would), and a WSFEv1 that keeps numbers
 * per point of sale and type, checks each request's sums and fields, and can answer an error, die
 * mid-request (before or after authorising) or reject.
 */

export type FakeMode = 'ok' | 'down' | 'error' | 'lose-answer' | 'reject';

export interface FakeVoucher {
  pointOfSale: number;
  type: number;
  number: number;
  date: string;
  totalCents: number;
  netCents: number;
  vatCents: number;
  cae: string;
  associated?: { type: number; pointOfSale: number; number: number };
}

export interface FakeArca {
  wsaaUrl: string;
  wsfeUrl: string;
  /** What the next WSFEv1 calls meet; `ok` unless a test says otherwise. */
  mode: FakeMode;
  vouchers: FakeVoucher[];
  logins: number;
  calls: string[];
  /** Requests the fake refused for a wrong field or sum: must stay empty. */
  refused: string[];
  /** Forgets the ticket it gave, as ARCA does once it expires. */
  resetTicket(): void;
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false });
type Node = Record<string, unknown>;
const get = (node: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Node)[key] : undefined),
    node,
  );
const str = (node: unknown, ...keys: string[]) => String(get(node, ...keys) ?? '');
const cents = (value: string) => Math.round(Number(value) * 100);

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

function fault(message: string): string {
  return envelope(`<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${message}</faultstring></soap:Fault>`);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startFakeArca(certificate: TestCertificate): Promise<FakeArca> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-arca-'));
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, certificate.certPem);
  let ticket: { token: string; sign: string; expiresAt: Date } | null = null;

  const fake: FakeArca = {
    wsaaUrl: '',
    wsfeUrl: '',
    mode: 'ok',
    vouchers: [],
    logins: 0,
    calls: [],
    refused: [],
    resetTicket: () => {
      ticket = null;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };

  function login(body: Node): string {
    const cms = str(body, 'loginCms', 'in0');
    const file = path.join(dir, `${randomBytes(6).toString('hex')}.der`);
    writeFileSync(file, Buffer.from(cms, 'base64'));
    let tra: string;
    try {
      tra = execFileSync(
        'openssl',
        ['cms', '-verify', '-inform', 'DER', '-in', file, '-CAfile', caFile, '-purpose', 'any'],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch {
      return fault('cms.sign.invalid: Firma inválida o algoritmo no soportado');
    }
    const request = parser.parse(tra) as Node;
    if (str(request, 'loginTicketRequest', 'service') !== 'wsfe') return fault('coe.notAuthorized');
    if (ticket && ticket.expiresAt > new Date()) {
      return fault('coe.alreadyAuthenticated: El CEE ya posee un TA valido para el acceso al WSN solicitado');
    }
    fake.logins++;
    ticket = {
      token: randomBytes(24).toString('base64'),
      sign: randomBytes(24).toString('base64'),
      expiresAt: new Date(Date.now() + 12 * 3_600_000),
    };
    const response =
      `<?xml version="1.0" encoding="UTF-8"?><loginTicketResponse version="1.0"><header>` +
      `<expirationTime>${ticket.expiresAt.toISOString()}</expirationTime></header>` +
      `<credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`;
    return envelope(`<loginCmsResponse><loginCmsReturn>${escape(response)}</loginCmsReturn></loginCmsResponse>`);
  }

  const wrap = (operation: string, inner: string) =>
    envelope(
      `<${operation}Response xmlns="http://ar.gov.afip.dif.FEV1/"><${operation}Result>${inner}</${operation}Result></${operation}Response>`,
    );
  const err = (code: number, message: string) =>
    `<Errors><Err><Code>${code}</Code><Msg>${message}</Msg></Err></Errors>`;
  const last = (pointOfSale: number, type: number) =>
    Math.max(0, ...fake.vouchers.filter((v) => v.pointOfSale === pointOfSale && v.type === type).map((v) => v.number));

  /** What ARCA would observe about one voucher request; empty when it is right. */
  function check(detail: unknown, pointOfSale: number, type: number): string[] {
    const problems: string[] = [];
    const total = cents(str(detail, 'ImpTotal'));
    const net = cents(str(detail, 'ImpNeto'));
    const vat = cents(str(detail, 'ImpIVA'));
    const others = cents(str(detail, 'ImpTotConc')) + cents(str(detail, 'ImpOpEx')) + cents(str(detail, 'ImpTrib'));
    if (total !== net + vat + others) problems.push('10048: ImpTotal no es la suma de los importes');
    if (str(detail, 'DocTipo') !== '99' || str(detail, 'DocNro') !== '0') problems.push('10015: receptor');
    if (str(detail, 'CondicionIVAReceptorId') !== '5') problems.push('10242: CondicionIVAReceptorId');
    if (str(detail, 'MonId') !== 'PES' || str(detail, 'Concepto') !== '1') problems.push('10010: moneda o concepto');
    const letterB = type === 6 || type === 8;
    const alic = get(detail, 'Iva', 'AlicIva');
    if (letterB) {
      if (str(alic, 'Id') !== '5' || cents(str(alic, 'BaseImp')) !== net || cents(str(alic, 'Importe')) !== vat) {
        problems.push('10018: Iva no coincide');
      }
      if (Math.abs(vat - net * 0.21) > 1) problems.push('10051: el IVA no es el 21 % del neto');
    } else if (vat !== 0 || alic !== undefined) problems.push('10071: un comprobante C no lleva IVA');
    if (type === 8 || type === 13) {
      const assoc = get(detail, 'CbtesAsoc', 'CbteAsoc');
      const found = fake.vouchers.find(
        (v) =>
          v.type === Number(str(assoc, 'Tipo')) &&
          v.pointOfSale === Number(str(assoc, 'PtoVta')) &&
          v.number === Number(str(assoc, 'Nro')),
      );
      if (!found || found.type !== (type === 8 ? 6 : 11)) problems.push('10151: CbtesAsoc inexistente');
    }
    if (!/^\d{8}$/.test(str(detail, 'CbteFch'))) problems.push('10016: CbteFch');
    if (pointOfSale < 1) problems.push('10007: PtoVta');
    return problems;
  }

  function solicit(body: Node): { xml: string; authorized: boolean } {
    const request = get(body, 'FECAESolicitar', 'FeCAEReq');
    const pointOfSale = Number(str(request, 'FeCabReq', 'PtoVta'));
    const type = Number(str(request, 'FeCabReq', 'CbteTipo'));
    const detail = get(request, 'FeDetReq', 'FECAEDetRequest');
    const number = Number(str(detail, 'CbteDesde'));
    if (number !== last(pointOfSale, type) + 1) {
      fake.refused.push(`number ${number} out of turn`);
      return {
        xml: wrap('FECAESolicitar', err(10016, 'El numero de comprobante informado no es el proximo a autorizar')),
        authorized: false,
      };
    }
    const problems = check(detail, pointOfSale, type);
    if (fake.mode === 'reject') problems.push('10063: El CUIT no se encuentra habilitado a emitir comprobantes');
    else fake.refused.push(...problems);
    if (problems.length > 0) {
      const obs = problems.map((p) => `<Obs><Code>${p.split(':')[0]}</Code><Msg>${p}</Msg></Obs>`).join('');
      return {
        xml: wrap(
          'FECAESolicitar',
          `<FeCabResp><Resultado>R</Resultado></FeCabResp><FeDetResp><FECAEDetResponse><Resultado>R</Resultado><Observaciones>${obs}</Observaciones></FECAEDetResponse></FeDetResp>`,
        ),
        authorized: false,
      };
    }
    const cae = `7${String(fake.vouchers.length + 1).padStart(13, '0')}`;
    const assoc = get(detail, 'CbtesAsoc', 'CbteAsoc');
    fake.vouchers.push({
      pointOfSale,
      type,
      number,
      date: str(detail, 'CbteFch'),
      totalCents: cents(str(detail, 'ImpTotal')),
      netCents: cents(str(detail, 'ImpNeto')),
      vatCents: cents(str(detail, 'ImpIVA')),
      cae,
      ...(assoc
        ? {
            associated: {
              type: Number(str(assoc, 'Tipo')),
              pointOfSale: Number(str(assoc, 'PtoVta')),
              number: Number(str(assoc, 'Nro')),
            },
          }
        : {}),
    });
    return {
      xml: wrap(
        'FECAESolicitar',
        `<FeCabResp><Resultado>A</Resultado></FeCabResp><FeDetResp><FECAEDetResponse><Resultado>A</Resultado><CbteDesde>${number}</CbteDesde><CAE>${cae}</CAE><CAEFchVto>20991231</CAEFchVto></FECAEDetResponse></FeDetResp>`,
      ),
      authorized: true,
    };
  }

  function wsfe(body: Node, operation: string, socket: ServerResponse): void {
    const auth = get(body, operation, 'Auth');
    if (!ticket || str(auth, 'Token') !== ticket.token || str(auth, 'Sign') !== ticket.sign) {
      socket.end(wrap(operation, err(600, 'ValidacionDeToken: No aparecio CUIT en lista de relaciones')));
      return;
    }
    if (fake.mode === 'down') {
      socket.destroy();
      return;
    }
    if (fake.mode === 'error') {
      socket.end(wrap(operation, err(501, 'Error interno de base de datos')));
      return;
    }
    if (operation === 'FECompUltimoAutorizado') {
      const pos = Number(str(body, operation, 'PtoVta'));
      const type = Number(str(body, operation, 'CbteTipo'));
      socket.end(
        wrap(operation, `<PtoVta>${pos}</PtoVta><CbteTipo>${type}</CbteTipo><CbteNro>${last(pos, type)}</CbteNro>`),
      );
      return;
    }
    if (operation === 'FECompConsultar') {
      const query = get(body, operation, 'FeCompConsReq');
      const found = fake.vouchers.find(
        (v) =>
          v.pointOfSale === Number(str(query, 'PtoVta')) &&
          v.type === Number(str(query, 'CbteTipo')) &&
          v.number === Number(str(query, 'CbteNro')),
      );
      socket.end(
        wrap(
          operation,
          found
            ? `<ResultGet><CbteDesde>${found.number}</CbteDesde><CbteFch>${found.date}</CbteFch><ImpTotal>${(found.totalCents / 100).toFixed(2)}</ImpTotal><CodAutorizacion>${found.cae}</CodAutorizacion><FchVto>20991231</FchVto><Resultado>A</Resultado></ResultGet>`
            : err(602, 'No existen datos en nuestros registros para los parametros ingresados.'),
        ),
      );
      return;
    }
    if (operation === 'FECAESolicitar') {
      const { xml, authorized } = solicit(body);
      // Dies after authorising: ARCA has the voucher, the shop never hears of it.
      if (fake.mode === 'lose-answer' && authorized) socket.destroy();
      else socket.end(xml);
      return;
    }
    socket.end(fault(`operación desconocida ${operation}`));
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = get(parser.parse(Buffer.concat(chunks).toString('utf8')), 'Envelope', 'Body') as Node;
      res.setHeader('content-type', 'text/xml; charset=utf-8');
      if (req.url === '/wsaa') {
        res.end(login(body));
        return;
      }
      const operation = Object.keys(body ?? {})[0] ?? '';
      fake.calls.push(operation);
      wsfe(body, operation, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  fake.wsaaUrl = `http://127.0.0.1:${address.port}/wsaa`;
  fake.wsfeUrl = `http://127.0.0.1:${address.port}/wsfev1/service.asmx`;
  return fake;
}
