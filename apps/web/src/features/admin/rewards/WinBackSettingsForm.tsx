import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { loyaltyPaths } from '@burgers/domain/routes/loyalty-paths';
import type { LoyaltySettingsView } from '@burgers/domain/schemas/loyalty';
import { callApi, errorText, type BodyOf } from '#api/client';
import { queryKeys } from '#api/query-keys';
import { successAlert } from '#lib/alerts';

/**
 * `Te extrañamos` (PUT /api/admin/loyalty, beside the points' settings, sent unchanged): on/off, the
 * days without ordering before the message, and its single-use coupon's percentage.
 */
export function WinBackSettingsForm({ settings }: { settings: LoyaltySettingsView }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.winBackEnabled);
  const [days, setDays] = useState(String(settings.winBackDays));
  const [percent, setPercent] = useState(String(settings.winBackPercent));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: BodyOf<typeof loyaltyPaths.saveSettings>) => callApi(loyaltyPaths.saveSettings, { body }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminLoyalty });
      void successAlert('Guardado', 'Te extrañamos', 1200);
    },
    onError: (failure) => setError(errorText(failure, 'No se pudo guardar.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      enabled: settings.enabled,
      pesosPerPoint: settings.pesosPerPoint,
      expiryMonths: settings.expiryMonths,
      winBackEnabled: enabled,
      winBackDays: Number(days),
      winBackPercent: Number(percent),
    });
  };
  return (
    <Form className="card card-body mt-4" onSubmit={submit} aria-labelledby="win-back-title">
      <h2 className="h4" id="win-back-title">
        Te extrañamos
      </h2>
      <p className="small text-body-secondary">
        Un solo mensaje, con un cupón personal de un uso, a quien aceptó recibir novedades y no pide hace un tiempo.
      </p>
      <Form.Check
        type="switch"
        id="win-back-enabled"
        label="Enviar “Te extrañamos”"
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
        className="mb-3"
      />
      <div className="row g-3 mb-3">
        <Form.Group className="col-6" controlId="win-back-days">
          <Form.Label>Después de (días sin pedir)</Form.Label>
          <Form.Control inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
        </Form.Group>
        <Form.Group className="col-6" controlId="win-back-percent">
          <Form.Label>Descuento del cupón (%)</Form.Label>
          <Form.Control inputMode="numeric" value={percent} onChange={(e) => setPercent(e.target.value)} />
        </Form.Group>
      </div>
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Guardar
        </Button>
      </div>
    </Form>
  );
}
