import forge from 'node-forge';
import { escapeXml, parseXml, soapCall, text } from './soap';
import { ArcaUnavailable, type AccessTicket, type TicketStore } from './types';

const WSAA_NS = 'http://wsaa.view.sua.dvadac.desein.afip.gov';
/** Renewed this long before it expires, so no call goes out with a ticket about to lapse. */
const RENEW_BEFORE_MS = 10 * 60_000;

/** The login ticket request (TRA) WSAA signs a ticket for: valid ten minutes around now. */
export function loginTicketRequest(service: string, now: Date): string {
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>` +
    `<uniqueId>${Math.floor(now.getTime() / 1000)}</uniqueId>` +
    `<generationTime>${iso(-10 * 60_000)}</generationTime><expirationTime>${iso(10 * 60_000)}</expirationTime>` +
    `</header><service>${escapeXml(service)}</service></loginTicketRequest>`
  );
}

/** The TRA as CMS SignedData (PKCS#7, content attached, SHA-256), base64 DER, as WSAA expects. */
export function signLoginTicket(tra: string, certPem: string, keyPem: string): string {
  const certificate = forge.pki.certificateFromPem(certPem);
  const key = forge.pki.privateKeyFromPem(keyPem);
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(tra, 'utf8');
  signed.addCertificate(certificate);
  signed.addSigner({
    key,
    certificate,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      { type: forge.pki.oids.signingTime, value: new Date() as unknown as string },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
}

export async function loginCms(url: string, cms: string): Promise<AccessTicket> {
  const body = await soapCall(
    url,
    '',
    `<wsaa:loginCms><wsaa:in0>${cms}</wsaa:in0></wsaa:loginCms>`,
    `xmlns:wsaa="${WSAA_NS}"`,
  );
  const inner = text(body, 'loginCmsResponse', 'loginCmsReturn');
  if (!inner) throw new ArcaUnavailable('WSAA no devolvió un ticket de acceso.');
  const ticket = parseXml(inner);
  const token = text(ticket, 'loginTicketResponse', 'credentials', 'token');
  const sign = text(ticket, 'loginTicketResponse', 'credentials', 'sign');
  const expiresAt = new Date(text(ticket, 'loginTicketResponse', 'header', 'expirationTime'));
  if (!token || !sign || Number.isNaN(expiresAt.getTime())) {
    throw new ArcaUnavailable('WSAA devolvió un ticket de acceso incompleto.');
  }
  return { token, sign, expiresAt };
}

/**
 * The ticket for `service`: the stored one while it has more than ten minutes left (ARCA refuses
 * a new one while one is valid), else a new one, stored for every instance.
 */
export async function accessTicket(options: {
  service: string;
  store: TicketStore;
  wsaaUrl: string;
  certPem: string;
  keyPem: string;
  now: Date;
}): Promise<AccessTicket> {
  const stored = await options.store.read(options.service);
  if (stored && stored.expiresAt.getTime() - options.now.getTime() > RENEW_BEFORE_MS) return stored;
  const cms = signLoginTicket(loginTicketRequest(options.service, options.now), options.certPem, options.keyPem);
  const ticket = await loginCms(options.wsaaUrl, cms);
  await options.store.write(options.service, ticket);
  return ticket;
}
