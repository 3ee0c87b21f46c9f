import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { loyaltyPaths } from '@burgers/domain/routes/loyalty-paths';
import type { AdminUser } from '@burgers/domain/types';
import { errorText, callApi, type BodyOf } from '#api/client';
import { queryKeys } from '#api/query-keys';
import { toast } from '#lib/alerts';

/** A customer's points balance; the admin adds (or, negative, removes) points with a reason. */
export function PointsModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = [...queryKeys.userPoints(user?.id), 'admin'];
  const points = useQuery({
    queryKey: key,
    queryFn: () => callApi(loyaltyPaths.adminPoints, { params: { id: user?.id ?? 0 } }),
    enabled: user !== null,
  });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: (body: BodyOf<typeof loyaltyPaths.adjustPoints>) =>
      callApi(loyaltyPaths.adjustPoints, { params: { id: user?.id ?? 0 }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      setAmount('');
      setReason('');
      setError(null);
      void toast(`Saldo: ${saved.balance} puntos`);
    },
    onError: (failure) => setError(errorText(failure, 'No se pudo guardar.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate({ points: Number(amount), reason });
  };
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal show={user !== null} onHide={close} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title>Puntos de {user ? `${user.firstName} ${user.lastName}`.trim() : ''}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fs-4 fw-semibold" data-testid="admin-points-balance">
            {points.data ? `${points.data.balance} puntos` : '…'}
          </p>
          <Form.Group className="mb-3" controlId="points-amount">
            <Form.Label>Sumar o restar (negativo)</Form.Label>
            <Form.Control inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Form.Group>
          <Form.Group className="mb-2" controlId="points-reason">
            <Form.Label>Motivo</Form.Label>
            <Form.Control value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Group>
          {error && (
            <p className="text-danger mb-0" role="alert">
              {error}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Cerrar
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            Guardar
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
