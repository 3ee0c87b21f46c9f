import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@burgers/domain/types';
import { catalogueQuery } from '#api/catalogue';
import { errorText } from '#api/client';
import type { RepeatChoice } from './api/last-order';
import { useTakeOrder, type StaffOrder } from './api/staff-order';
import { CounterCart, type CounterLine } from './CounterCart';
import { CounterForm, type CounterDetails } from './CounterForm';
import { CounterMenu } from './CounterMenu';
import { CounterResult } from './CounterResult';
import { COUNTER_TEXT } from './messages';
import './counter.scss';

/**
 * /mostrador (employee and admin): orders taken by phone, WhatsApp or at the counter, with the
 * keyboard alone (type, Enter adds, Tab to the form, Enter sends) or one hand on a tablet.
 */
export default function CounterPage() {
  const take = useTakeOrder();
  const [lines, setLines] = useState<CounterLine[]>([]);
  const [taken, setTaken] = useState<StaffOrder | null>(null);
  const [formKey, setFormKey] = useState(0);
  const catalogue = useQuery(catalogueQuery);
  const [leftOut, setLeftOut] = useState<string[]>([]);

  // A past order, checked by the server now: its lines take the cart's place, what is gone is named.
  const repeat = (offer: RepeatChoice) => {
    const byId = new Map((catalogue.data ?? []).map((product) => [product.id, product]));
    const rebuilt: CounterLine[] = [];
    const missing = [...offer.missing];
    for (const line of offer.cart) {
      const product = typeof line.id === 'number' ? byId.get(line.id) : undefined;
      const same = product && rebuilt.find((taken) => taken.product.id === product.id);
      if (!product) missing.push(line.name ?? String(line.id));
      else if (same) same.quantity += line.cantidad;
      else
        rebuilt.push({
          product,
          quantity: line.cantidad,
          note: line.note,
          ...(line.options ? { options: line.options } : {}),
        });
    }
    setLines(rebuilt);
    setLeftOut(missing);
  };

  const add = (product: Product) =>
    setLines((current) =>
      current.some((line) => line.product.id === product.id)
        ? current.map((line) => (line.product.id === product.id ? { ...line, quantity: line.quantity + 1 } : line))
        : [...current, { product, quantity: 1, note: '' }],
    );
  const setQuantity = (productId: number, quantity: number) =>
    setLines((current) =>
      quantity <= 0
        ? current.filter((line) => line.product.id !== productId)
        : current.map((line) => (line.product.id === productId ? { ...line, quantity } : line)),
    );
  const setNote = (productId: number, note: string) =>
    setLines((current) => current.map((line) => (line.product.id === productId ? { ...line, note } : line)));

  const submit = (details: CounterDetails) =>
    take.mutate(
      {
        customer: {
          name: details.name,
          ...(details.phone.trim() ? { phone: details.phone } : {}),
          ...(details.email.trim() ? { email: details.email } : {}),
        },
        channel: details.channel,
        cart: lines.map((line) => ({
          id: line.product.id,
          cantidad: line.quantity,
          note: line.note,
          ...(line.options ? { options: line.options } : {}),
        })),
        coupons: details.coupon.trim() ? [details.coupon.trim()] : [],
        note: details.note,
        pickupAt: details.pickupAt,
        ...details.delivery,
        forceSlot: details.forceSlot,
        payment: { method: details.method, ...(details.payWith !== undefined ? { payWith: details.payWith } : {}) },
      },
      { onSuccess: (order) => setTaken(order) },
    );

  const another = () => {
    take.reset();
    setTaken(null);
    setLines([]);
    setLeftOut([]);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="container-xl py-3 counter-page">
      <h1 className="h3 mb-0">{COUNTER_TEXT.title}</h1>
      <p className="text-body-secondary">{COUNTER_TEXT.subtitle}</p>
      {taken ? (
        <CounterResult order={taken} onAnother={another} />
      ) : (
        <div className="counter-page__layout">
          <CounterMenu onAdd={add} />
          <div className="counter-page__side">
            {leftOut.length > 0 && (
              <p className="alert alert-warning" role="status" data-testid="repeat-missing">
                {COUNTER_TEXT.repeatMissing(leftOut)}
              </p>
            )}
            <CounterCart lines={lines} onQuantity={setQuantity} onNote={setNote} />
            <CounterForm
              key={formKey}
              pending={take.isPending}
              error={take.isError ? errorText(take.error, COUNTER_TEXT.failed) : null}
              onSubmit={submit}
              onRepeat={repeat}
            />
          </div>
        </div>
      )}
    </div>
  );
}
