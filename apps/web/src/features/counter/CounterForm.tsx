import { useState, type FormEvent } from 'react';
import { STAFF_CHANNELS } from '@burgers/domain/constants';
import { usePickupSlots } from '#api/slots';
import { EMPTY_ADDRESS } from '#components/delivery/address-fields';
import { deliveryRequest } from '#stores/delivery';
import type { CustomerLookup, RepeatChoice } from './api/last-order';
import { CounterDelivery, type CounterDeliveryState } from './CounterDelivery';
import { LastOrderOffer } from './LastOrderOffer';
import { COUNTER_TEXT } from './messages';

export type StaffChannel = (typeof STAFF_CHANNELS)[number];
export type StaffMethod = keyof typeof COUNTER_TEXT.methods;

export interface CounterDetails {
  name: string;
  phone: string;
  email: string;
  channel: StaffChannel;
  pickupAt: string | null;
  forceSlot: boolean;
  coupon: string;
  note: string;
  method: StaffMethod;
  payWith: number | undefined;
  /** Pickup, or delivery to the dictated address (as the cart sends it). */
  delivery: ReturnType<typeof deliveryRequest>;
}

interface CounterFormProps {
  pending: boolean;
  error: string | null;
  onSubmit: (details: CounterDetails) => void;
  /** `Repetir último pedido` (or `Repetir pedido` on an earlier one) for the customer the phone or email found. */
  onRepeat: (choice: RepeatChoice) => void;
}

const clock = (iso: string) => iso.slice(11, 16);

/** Who orders, by which channel, when they come and how they pay; Enter in any field sends it. */
export function CounterForm({ pending, error, onSubmit, onRepeat }: CounterFormProps) {
  const slots = usePickupSlots();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [channel, setChannel] = useState<StaffChannel>('telefono');
  const [pickupAt, setPickupAt] = useState('');
  const [forceSlot, setForceSlot] = useState(false);
  const [coupon, setCoupon] = useState('');
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<StaffMethod>('efectivo');
  const [payWith, setPayWith] = useState('');
  const [delivery, setDelivery] = useState<CounterDeliveryState>({
    fulfillment: 'retiro',
    address: EMPTY_ADDRESS,
    pin: null,
  });
  // Asked when the phone or email field is left, not on every key.
  const [lookup, setLookup] = useState<CustomerLookup | null>(null);
  const lookUp = () => setLookup(phone.trim() || email.trim() ? { phone: phone.trim(), email: email.trim() } : null);
  const repeat = (choice: RepeatChoice) => {
    if (name.trim() === '') setName(choice.customerName);
    onRepeat(choice);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(payWith.replace(/\./g, '').replace(',', '.'));
    onSubmit({
      name,
      phone,
      email,
      channel,
      pickupAt: pickupAt === '' ? null : pickupAt,
      forceSlot,
      coupon,
      note,
      method,
      payWith: method === 'efectivo' && payWith.trim() !== '' && Number.isFinite(amount) ? amount : undefined,
      delivery: deliveryRequest(delivery),
    });
  };

  return (
    <form className="counter-form" onSubmit={submit} aria-labelledby="counter-form-title" noValidate>
      <h2 id="counter-form-title" className="h5">
        {COUNTER_TEXT.customer}
      </h2>
      <div className="row g-2">
        <div className="col-12">
          <label htmlFor="counter-name" className="form-label">
            {COUNTER_TEXT.name}
          </label>
          <input
            id="counter-name"
            className="form-control"
            value={name}
            required
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="col-sm-6">
          <label htmlFor="counter-phone" className="form-label">
            {COUNTER_TEXT.phone}
          </label>
          <input
            id="counter-phone"
            type="tel"
            className="form-control"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            onBlur={lookUp}
          />
        </div>
        <div className="col-sm-6">
          <label htmlFor="counter-email" className="form-label">
            {COUNTER_TEXT.email}
          </label>
          <input
            id="counter-email"
            type="email"
            className="form-control"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={lookUp}
          />
        </div>
      </div>
      <LastOrderOffer lookup={lookup} onRepeat={repeat} />
      <fieldset className="mt-3">
        <legend className="form-label fs-6 fw-semibold">{COUNTER_TEXT.channel}</legend>
        <div className="btn-group w-100" role="group">
          {STAFF_CHANNELS.map((value) => (
            <label key={value} className={`btn btn-lg ${channel === value ? 'btn-dark' : 'btn-outline-dark'}`}>
              <input
                type="radio"
                className="visually-hidden"
                name="counter-channel"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {COUNTER_TEXT.channels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <CounterDelivery value={delivery} onChange={(change) => setDelivery((current) => ({ ...current, ...change }))} />
      <div className="row g-2 mt-2 align-items-end">
        <div className="col-sm-7">
          <label htmlFor="counter-pickup" className="form-label">
            {COUNTER_TEXT.pickup}
          </label>
          <select
            id="counter-pickup"
            className="form-select"
            value={pickupAt}
            onChange={(e) => setPickupAt(e.target.value)}
          >
            <option value="">{COUNTER_TEXT.asap}</option>
            {(slots.data ?? []).map((slot) => (
              <option key={slot.start} value={slot.start}>
                {`${slot.start.slice(8, 10)}/${slot.start.slice(5, 7)} ${clock(slot.start)}`}
                {slot.available ? '' : ' (completo)'}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-5">
          <div className="form-check form-check-lg py-2">
            <input
              id="counter-force"
              type="checkbox"
              className="form-check-input"
              checked={forceSlot}
              onChange={(e) => setForceSlot(e.target.checked)}
            />
            <label htmlFor="counter-force" className="form-check-label">
              {COUNTER_TEXT.forceSlot}
            </label>
          </div>
        </div>
        <div className="col-sm-5">
          <label htmlFor="counter-coupon" className="form-label">
            {COUNTER_TEXT.coupon}
          </label>
          <input
            id="counter-coupon"
            className="form-control"
            value={coupon}
            onChange={(e) => setCoupon(e.target.value)}
          />
        </div>
        <div className="col-sm-7">
          <label htmlFor="counter-note" className="form-label">
            {COUNTER_TEXT.note}
          </label>
          <input
            id="counter-note"
            className="form-control"
            maxLength={149}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="form-label fs-6 fw-semibold">{COUNTER_TEXT.payment}</legend>
        <div className="btn-group w-100" role="group">
          {(Object.keys(COUNTER_TEXT.methods) as StaffMethod[]).map((value) => (
            <label key={value} className={`btn btn-lg ${method === value ? 'btn-dark' : 'btn-outline-dark'}`}>
              <input
                type="radio"
                className="visually-hidden"
                name="counter-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {COUNTER_TEXT.methods[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'efectivo' && (
        <div className="mt-2">
          <label htmlFor="counter-paywith" className="form-label">
            {COUNTER_TEXT.payWith}
          </label>
          <div className="input-group">
            <span className="input-group-text">$</span>
            <input
              id="counter-paywith"
              inputMode="decimal"
              className="form-control form-control-lg"
              value={payWith}
              onChange={(e) => setPayWith(e.target.value)}
            />
          </div>
        </div>
      )}
      {error && (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg w-100 mt-3 counter-form__submit" disabled={pending}>
        {pending ? COUNTER_TEXT.sending : COUNTER_TEXT.submit}
      </button>
    </form>
  );
}
