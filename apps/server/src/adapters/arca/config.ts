import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Electronic invoicing's settings (issue 33). The certificate and its key never pass through the
 * API: they are files (or the PEM itself) named here. Kept apart so config.ts only spreads them in.
 */
export const arcaEnvShape = {
  ARCA: z.enum(['sandbox', 'homologacion', 'produccion']).default('sandbox'),
  ARCA_CERT: z.string().trim().optional(),
  ARCA_KEY: z.string().trim().optional(),
  ARCA_WSAA_URL: z.string().url().optional(),
  ARCA_WSFE_URL: z.string().url().optional(),
};

export type ArcaMode = 'sandbox' | 'homologacion' | 'produccion';

export interface ArcaConfig {
  /** sandbox: nothing leaves the machine, the CAE is simulated and every document says so. */
  mode: ArcaMode;
  certPem?: string;
  keyPem?: string;
  wsaaUrl: string;
  wsfeUrl: string;
}

/** ARCA's published addresses; ARCA_WSAA_URL and ARCA_WSFE_URL replace them. */
export const ARCA_URLS = {
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
} as const;

/** A PEM given inline, or read from the path given. */
function pemFrom(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  if (!existsSync(value)) throw new Error(`Invalid configuration: ${name} names a file that does not exist (${value})`);
  return readFileSync(value, 'utf8');
}

export function arcaConfigFrom(e: z.output<z.ZodObject<typeof arcaEnvShape>>): ArcaConfig {
  const mode = e.ARCA;
  const urls = mode === 'produccion' ? ARCA_URLS.produccion : ARCA_URLS.homologacion;
  if (mode !== 'sandbox') {
    // Without them ARCA cannot be reached: refused at start, not at the first paid order.
    for (const name of ['ARCA_CERT', 'ARCA_KEY'] as const) {
      if (!e[name]) throw new Error(`Invalid configuration: ${name} is required when ARCA=${mode}`);
    }
  }
  return {
    mode,
    certPem: pemFrom('ARCA_CERT', e.ARCA_CERT),
    keyPem: pemFrom('ARCA_KEY', e.ARCA_KEY),
    wsaaUrl: e.ARCA_WSAA_URL ?? urls.wsaa,
    wsfeUrl: e.ARCA_WSFE_URL ?? urls.wsfe,
  };
}
