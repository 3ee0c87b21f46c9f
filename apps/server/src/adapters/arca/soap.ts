import { XMLParser } from 'fast-xml-parser';
import { ArcaUnavailable } from './types';

/** ARCA's services answer within seconds; past this the call counts as ARCA being down. */
const TIMEOUT_MS = 20_000;

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

export type XmlNode = Record<string, unknown>;

export function parseXml(xml: string): XmlNode {
  return parser.parse(xml) as XmlNode;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A child by path, or undefined: ARCA leaves out empty elements. */
export function pick(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as XmlNode)[key];
  }
  return current;
}

export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function text(node: unknown, ...path: string[]): string {
  const value = pick(node, ...path);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * One SOAP 1.1 call: the envelope posted, the Body of the answer returned. A network error, a
 * timeout or a fault becomes ArcaUnavailable with what ARCA said.
 */
export async function soapCall(
  url: string,
  action: string,
  body: string,
  namespaces: string,
  timeoutMs = TIMEOUT_MS,
): Promise<XmlNode> {
  const envelope =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ${namespaces}>` +
    `<soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
  let response: Response;
  let xml: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
    xml = await response.text();
  } catch (error) {
    throw new ArcaUnavailable('ARCA no respondió.', { cause: error });
  }
  let parsed: XmlNode;
  try {
    parsed = parseXml(xml);
  } catch (error) {
    throw new ArcaUnavailable(`ARCA respondió algo ilegible (HTTP ${response.status}).`, { cause: error });
  }
  const body_ = pick(parsed, 'Envelope', 'Body');
  const fault = pick(body_, 'Fault');
  if (fault) throw new ArcaUnavailable(`ARCA respondió un error: ${text(fault, 'faultstring') || 'sin detalle'}`);
  if (!response.ok || !body_ || typeof body_ !== 'object') {
    throw new ArcaUnavailable(`ARCA respondió HTTP ${response.status}.`);
  }
  return body_ as XmlNode;
}
