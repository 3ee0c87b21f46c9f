import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMercadoPagoProvider } from '#adapters/payments/mercadopago';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The real SDK (Order) with the network replaced: what the shop sends MercadoPago for the counter. */
describe('MercadoPago’s Orders API through the official SDK (QR and Point at the counter)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const provider = (extra: { mpQrPosId?: string; mpPointTerminalId?: string } = { mpQrPosId: 'DEVOTOPOS001' }) =>
    createMercadoPagoProvider({ mpAccessToken: 'TEST-0000', publicUrl: 'http://localhost:3000', ...extra });
  const request = { orderId: 42, totalCents: 1_720_050, description: 'Burgers Devoto, pedido 42' };

  it('creates a dynamic QR order for the cash register, for the amount, once per shop order', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        json({ id: 'ORD01QR', type: 'qr', type_response: { qr_data: '00020101021243650016COM' } }, 201),
      );
    const created = await provider().createInStoreOrder({ ...request, expiresAt: new Date(Date.now() + 30 * 60_000) });
    expect(created).toEqual({ id: 'ORD01QR', qrData: '00020101021243650016COM', terminalId: null });

    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/orders$/);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
    expect(headers.get('x-idempotency-key')).toBe('counter-order-42');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      type: 'qr',
      external_reference: '42',
      total_amount: '17200.50',
      transactions: { payments: [{ amount: '17200.50' }] },
      config: { qr: { external_pos_id: 'DEVOTOPOS001', mode: 'dynamic' } },
    });
    expect(JSON.parse(String(init?.body)).expiration_time).toMatch(/^PT(29|30)M$/);
  });

  it('sends the amount to the Point terminal when the store has one', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ id: 'ORD01PT', type: 'point' }, 201));
    const created = await provider({ mpPointTerminalId: 'NEWLAND_N950__N950NCB801293324' }).createInStoreOrder({
      ...request,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect(created).toEqual({ id: 'ORD01PT', qrData: null, terminalId: 'NEWLAND_N950__N950NCB801293324' });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      type: 'point',
      config: { point: { terminal_id: 'NEWLAND_N950__N950NCB801293324' } },
    });
  });

  it('reads an order back as a payment: processed is approved, for what was paid', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({
        id: 'ORD01QR',
        status: 'processed',
        external_reference: '42',
        total_paid_amount: '17200.50',
        transactions: { payments: [{ id: 'PAY01', status: 'processed', amount: '17200.50', paid_amount: '17200.50' }] },
      }),
    );
    const payment = await provider().getInStoreOrder('ORD01QR');
    expect(payment).toMatchObject({
      id: 'ORD01QR',
      status: 'approved',
      orderId: 42,
      transactionAmountCents: 1_720_050,
      refunds: [],
    });
  });

  it('refunds a counter payment through its order, on its processed payment, with the idempotency key', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json({
          id: 'ORD01QR',
          status: 'processed',
          transactions: { payments: [{ id: 'PAY01', status: 'processed' }] },
        }),
      )
      .mockResolvedValueOnce(
        json(
          {
            id: 'ORD01QR',
            status: 'processed',
            transactions: {
              refunds: [{ id: 'REF01', transaction_id: 'PAY01', amount: '1500.00', status: 'processing' }],
            },
          },
          201,
        ),
      );
    const refund = await provider().refundPayment({
      paymentId: 'ORD01QR',
      amountCents: 150_000,
      idempotencyKey: 'refund-qr-1',
    });
    expect(refund).toMatchObject({ id: 'REF01', amountCents: 150_000 });
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toMatch(/\/v1\/orders\/ORD01QR\/refund$/);
    expect(new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).get('x-idempotency-key')).toBe(
      'refund-qr-1',
    );
    expect(JSON.parse(String(init?.body))).toEqual({ transactions: [{ id: 'PAY01', amount: '1500.00' }] });
  });
});
