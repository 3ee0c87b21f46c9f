import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMercadoPagoProvider } from '#adapters/payments/mercadopago';

/** The real SDK (PaymentRefund) with the network replaced: what the shop sends MercadoPago for a refund. */
describe('MercadoPago refunds through the official SDK', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const provider = () => createMercadoPagoProvider({ mpAccessToken: 'TEST-0000', publicUrl: 'http://localhost:3000' });

  it("posts the amount to the payment's refunds with the idempotency key, and reads the refund back", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          id: 998877,
          payment_id: 123456,
          amount: 1500.5,
          status: 'approved',
          date_created: '2026-11-24T21:05:00.000-03:00',
        }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const refund = await provider().refundPayment({
      paymentId: '123456',
      amountCents: 150_050,
      idempotencyKey: 'refund-abc123',
    });
    expect(refund).toEqual({ id: '998877', amountCents: 150_050, createdAt: new Date('2026-11-25T00:05:00.000Z') });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/payments\/123456\/refunds$/);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
    expect(headers.get('x-idempotency-key')).toBe('refund-abc123');
    expect(headers.get('authorization')).toBe('Bearer TEST-0000');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 1500.5 });
  });

  it('throws when MercadoPago refuses, so nothing is recorded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Invalid refund amount', status: 400 }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(
      provider().refundPayment({ paymentId: '123456', amountCents: 100, idempotencyKey: 'refund-x' }),
    ).rejects.toBeTruthy();
  });

  it('reads the refunds MercadoPago lists on a payment, for the webhook', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          id: 123456,
          status: 'approved',
          status_detail: 'partially_refunded',
          external_reference: '42',
          transaction_amount: 12000,
          installments: 1,
          transaction_details: { installment_amount: 12000, total_paid_amount: 12000 },
          refunds: [{ id: 5551, amount: 2000, date_created: '2026-11-24T22:00:00.000-03:00' }],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const payment = await provider().getPayment('123456');
    expect(payment).toMatchObject({
      id: '123456',
      status: 'approved',
      orderId: 42,
      refunds: [{ id: '5551', amountCents: 200_000 }],
    });
  });
});
