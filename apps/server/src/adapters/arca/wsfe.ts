import type { ArcaConfig } from './config';
import { asList, pick, soapCall, text, type XmlNode } from './soap';
import {
  ArcaUnavailable,
  type ArcaClient,
  type AuthorizedVoucher,
  type AuthorizeResult,
  type TicketStore,
  type VoucherRequest,
} from './types';
import { accessTicket } from './wsaa';

const FE_NS = 'http://ar.gov.afip.dif.FEV1/';
const VAT_21_ID = 5;
/** FECompConsultar's "no existe el comprobante". */
const NOT_FOUND_CODE = '602';

const amount = (cents: number) => (cents / 100).toFixed(2);
const arcaDate = (day: string) => day.replaceAll('-', '');
const isoDate = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function messagesOf(node: unknown, list: string, item: string): string[] {
  return asList(pick(node, list, item)).map((entry) => `${text(entry, 'Code')}: ${text(entry, 'Msg')}`);
}

/** The detail of FECAESolicitar, its elements in the order WSFEv1's schema lists them. */
export function voucherDetail(request: VoucherRequest): string {
  const associated = request.associated
    ? `<ar:CbtesAsoc><ar:CbteAsoc><ar:Tipo>${request.associated.type}</ar:Tipo>` +
      `<ar:PtoVta>${request.associated.pointOfSale}</ar:PtoVta><ar:Nro>${request.associated.number}</ar:Nro>` +
      `<ar:Cuit>${request.associated.cuit}</ar:Cuit><ar:CbteFch>${arcaDate(request.associated.date)}</ar:CbteFch>` +
      `</ar:CbteAsoc></ar:CbtesAsoc>`
    : '';
  const vat =
    request.vatCents > 0
      ? `<ar:Iva><ar:AlicIva><ar:Id>${VAT_21_ID}</ar:Id><ar:BaseImp>${amount(request.netCents)}</ar:BaseImp>` +
        `<ar:Importe>${amount(request.vatCents)}</ar:Importe></ar:AlicIva></ar:Iva>`
      : '';
  return (
    `<ar:FECAEDetRequest><ar:Concepto>1</ar:Concepto><ar:DocTipo>99</ar:DocTipo><ar:DocNro>0</ar:DocNro>` +
    `<ar:CbteDesde>${request.number}</ar:CbteDesde><ar:CbteHasta>${request.number}</ar:CbteHasta>` +
    `<ar:CbteFch>${arcaDate(request.date)}</ar:CbteFch><ar:ImpTotal>${amount(request.totalCents)}</ar:ImpTotal>` +
    `<ar:ImpTotConc>0.00</ar:ImpTotConc><ar:ImpNeto>${amount(request.netCents)}</ar:ImpNeto>` +
    `<ar:ImpOpEx>0.00</ar:ImpOpEx><ar:ImpTrib>0.00</ar:ImpTrib><ar:ImpIVA>${amount(request.vatCents)}</ar:ImpIVA>` +
    `<ar:MonId>PES</ar:MonId><ar:MonCotiz>1</ar:MonCotiz><ar:CondicionIVAReceptorId>5</ar:CondicionIVAReceptorId>` +
    `${associated}${vat}</ar:FECAEDetRequest>`
  );
}

/** WSFEv1 over SOAP, with the WSAA ticket kept in `store` and the CUIT the vouchers are issued by. */
export function createWsfeClient(options: {
  config: ArcaConfig;
  cuit: string;
  store: TicketStore;
  now: () => Date;
}): ArcaClient {
  const { config, cuit } = options;
  const { certPem, keyPem } = config;

  async function call(operation: string, inner: string): Promise<XmlNode> {
    if (!certPem || !keyPem) throw new ArcaUnavailable('Falta el certificado de ARCA (ARCA_CERT y ARCA_KEY).');
    const ticket = await accessTicket({
      service: 'wsfe',
      store: options.store,
      wsaaUrl: config.wsaaUrl,
      certPem,
      keyPem,
      now: options.now(),
    });
    const auth = `<ar:Auth><ar:Token>${ticket.token}</ar:Token><ar:Sign>${ticket.sign}</ar:Sign><ar:Cuit>${cuit}</ar:Cuit></ar:Auth>`;
    const body = await soapCall(
      config.wsfeUrl,
      `${FE_NS}${operation}`,
      `<ar:${operation}>${auth}${inner}</ar:${operation}>`,
      `xmlns:ar="${FE_NS}"`,
    );
    const result = pick(body, `${operation}Response`, `${operation}Result`);
    if (!result || typeof result !== 'object') throw new ArcaUnavailable(`ARCA no respondió ${operation}.`);
    return result as XmlNode;
  }

  return {
    simulated: false,
    async lastAuthorized(pointOfSale, type) {
      const result = await call(
        'FECompUltimoAutorizado',
        `<ar:PtoVta>${pointOfSale}</ar:PtoVta><ar:CbteTipo>${type}</ar:CbteTipo>`,
      );
      const errors = messagesOf(result, 'Errors', 'Err');
      if (errors.length > 0) throw new ArcaUnavailable(errors.join(' · '));
      return Number(text(result, 'CbteNro') || '0');
    },
    async authorize(request): Promise<AuthorizeResult> {
      const result = await call(
        'FECAESolicitar',
        `<ar:FeCAEReq><ar:FeCabReq><ar:CantReg>1</ar:CantReg><ar:PtoVta>${request.pointOfSale}</ar:PtoVta>` +
          `<ar:CbteTipo>${request.type}</ar:CbteTipo></ar:FeCabReq><ar:FeDetReq>${voucherDetail(request)}</ar:FeDetReq></ar:FeCAEReq>`,
      );
      const detail = asList(pick(result, 'FeDetResp', 'FECAEDetResponse'))[0];
      const cae = text(detail, 'CAE');
      if (text(detail, 'Resultado') === 'A' && cae) {
        return { kind: 'authorized', cae, caeDueDate: isoDate(text(detail, 'CAEFchVto')) };
      }
      const observations = messagesOf(detail, 'Observaciones', 'Obs');
      const errors = messagesOf(result, 'Errors', 'Err');
      // Observations are ARCA's reasons for refusing this voucher; bare errors (a number out of
      // turn, ARCA's own trouble) are worth another try.
      if (text(detail, 'Resultado') === 'R' && observations.length > 0) {
        return { kind: 'rejected', message: [...observations, ...errors].join(' · ') };
      }
      throw new ArcaUnavailable(errors.join(' · ') || 'ARCA no autorizó el comprobante.');
    },
    async find(pointOfSale, type, number): Promise<AuthorizedVoucher | null> {
      const result = await call(
        'FECompConsultar',
        `<ar:FeCompConsReq><ar:CbteTipo>${type}</ar:CbteTipo><ar:CbteNro>${number}</ar:CbteNro>` +
          `<ar:PtoVta>${pointOfSale}</ar:PtoVta></ar:FeCompConsReq>`,
      );
      const errors = asList(pick(result, 'Errors', 'Err'));
      if (errors.some((error) => text(error, 'Code') === NOT_FOUND_CODE)) return null;
      if (errors.length > 0) throw new ArcaUnavailable(messagesOf(result, 'Errors', 'Err').join(' · '));
      const got = pick(result, 'ResultGet');
      const cae = text(got, 'CodAutorizacion');
      if (!cae || text(got, 'Resultado') !== 'A') return null;
      return {
        number: Number(text(got, 'CbteDesde')),
        date: isoDate(text(got, 'CbteFch')),
        totalCents: Math.round(Number(text(got, 'ImpTotal')) * 100),
        cae,
        caeDueDate: isoDate(text(got, 'FchVto')),
      };
    },
  };
}
