import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soapCall } from '#adapters/arca/soap';
import { ArcaUnavailable } from '#adapters/arca/types';

/** An ARCA that takes the request and never answers, or answers only after a long while. */
describe("ARCA's SOAP calls", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(() => {
      // Never answers: the shop must give up on its own.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wsfev1/service.asmx`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('an ARCA that does not answer in time counts as down ("ARCA no respondió."), so the invoice waits as pendiente', async () => {
    // A call left hanging past its limit would hold the test until its own timeout.
    const call = soapCall(url, 'http://ar.gov.afip.dif.FEV1/FEDummy', '<FEDummy/>', '', 300);
    await expect(call).rejects.toBeInstanceOf(ArcaUnavailable);
    await expect(call).rejects.toThrow('ARCA no respondió.');
  });
});
