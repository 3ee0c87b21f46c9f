import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { REFUND_REASON_MAX } from '@burgers/domain/constants';
import { formatPrice, fromCents, toCents } from '@burgers/domain/pricing';
import { refundBodySchema } from '@burgers/domain/schemas/desk';
import type { DeskOrder } from '@burgers/domain/types';
import { ApiError } from '#api/client';
import { useRefundOrder } from './api/refund-order';
import { orderLabel } from './format';
import { DESK_TEXT } from './messages';

interface RefundModalProps {
  order: DeskOrder;
  show: boolean;
  onClose: () => void;
}

/** Accepts `1500`, `1.500`, `1500,50` or `1.500,50`: the way people here write pesos. */
function parsePesos(text: string): number | undefined {
  const cleaned = text.trim().replace(/\./g, '').replace(',', '.');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The refund dialog: the rest of the order or a part of it, always with a reason. */
export function RefundModal({ order, show, onClose }: RefundModalProps) {
  const refund = useRefundOrder(order.purchaseId);
  const [mode, setMode] = useState<'all' | 'part'>('all');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const leftCents = toCents(order.data.transaction_amount) - toCents(order.refundedAmount);
  const left = fromCents(leftCents);

  const body = { ...(mode === 'part' ? { amount: parsePesos(amountText) } : {}), reason };
  const parsed = refundBodySchema.safeParse(body);
  const tooMuch =
    mode === 'part' && parsed.success && parsed.data.amount !== undefined && toCents(parsed.data.amount) > leftCents;
  const fieldError = (path: string) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === path)?.message;
  const amountError =
    mode === 'part'
      ? (fieldError('amount') ??
        (tooMuch ? `El monto supera lo que queda por devolver (${formatPrice(left)}).` : undefined))
      : undefined;
  const reasonError = fieldError('reason');
  const typed = parsePesos(amountText);
  const amount = mode === 'part' ? (typed !== undefined && Number.isFinite(typed) ? typed : 0) : left;
  const serverError =
    refund.error instanceof ApiError && refund.error.message
      ? refund.error.message
      : refund.error
        ? DESK_TEXT.refundFailed
        : undefined;

  const close = () => {
    if (refund.isPending) return;
    refund.reset();
    setMode('all');
    setAmountText('');
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!parsed.success || tooMuch) return;
    refund.mutate(parsed.data, { onSuccess: close });
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="refund-title">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Modal.Header closeButton closeLabel={DESK_TEXT.cancel}>
          <Modal.Title id="refund-title" as="h2" className="h4">
            {DESK_TEXT.refundTitle(orderLabel(order))}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-grid gap-3">
          <p className="mb-0">
            {DESK_TEXT.paidTotal}: <strong>{formatPrice(order.data.transaction_amount)}</strong> · {DESK_TEXT.left}:{' '}
            <strong data-testid="refund-left">{formatPrice(left)}</strong>
          </p>
          <fieldset>
            <legend className="form-label fs-6 fw-semibold">¿Cuánto?</legend>
            <Form.Check
              type="radio"
              id="refund-all"
              name="refund-mode"
              label={DESK_TEXT.refundAll(formatPrice(left))}
              checked={mode === 'all'}
              onChange={() => setMode('all')}
            />
            <Form.Check
              type="radio"
              id="refund-part"
              name="refund-mode"
              label={DESK_TEXT.refundPart}
              checked={mode === 'part'}
              onChange={() => setMode('part')}
            />
          </fieldset>
          {mode === 'part' && (
            <Form.Group controlId="refund-amount">
              <Form.Label>{DESK_TEXT.amount}</Form.Label>
              <Form.Control
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                isInvalid={touched && amountError !== undefined}
              />
              <Form.Control.Feedback type="invalid">{amountError}</Form.Control.Feedback>
            </Form.Group>
          )}
          <Form.Group controlId="refund-reason">
            <Form.Label>{DESK_TEXT.reason}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={touched && reasonError !== undefined}
              aria-describedby="refund-reason-help"
            />
            <Form.Text id="refund-reason-help">{DESK_TEXT.reasonHelp}</Form.Text>
            <Form.Control.Feedback type="invalid">{reasonError}</Form.Control.Feedback>
          </Form.Group>
          {mode === 'all' && order.status !== 'Entregado' && (
            <p className="small text-body-secondary mb-0">{DESK_TEXT.refundWillCancel}</p>
          )}
          {serverError && (
            <Alert variant="danger" className="mb-0">
              {serverError}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={refund.isPending}>
            {DESK_TEXT.cancel}
          </Button>
          <Button type="submit" variant="danger" className="fw-semibold" disabled={refund.isPending}>
            {refund.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {DESK_TEXT.refundConfirm(formatPrice(amount > 0 ? amount : 0))}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
