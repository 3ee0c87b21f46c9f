import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { loyaltyPaths } from '@burgers/domain/routes/loyalty-paths';
import type { LoyaltySettingsView } from '@burgers/domain/schemas/loyalty';
import { errorText, callApi, type BodyOf } from '#api/client';
import { queryKeys } from '#api/query-keys';
import { successAlert } from '#lib/alerts';

/** The owner's rate (`1 punto cada $ 100`), expiry and on/off (PUT /api/admin/loyalty). */
export function LoyaltySettingsForm({ settings }: { settings: LoyaltySettingsView }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [pesos, setPesos] = useState(String(settings.pesosPerPoint));
  const [months, setMonths] = useState(String(settings.expiryMonths));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: BodyOf<typeof loyaltyPaths.saveSettings>) => callApi(loyaltyPaths.saveSettings, { body }),
    onSuccess: async (saved) => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminLoyalty });
      void successAlert('Guardado', saved.rate, 1200);
    },
    onError: (failure) => setError(errorText(failure, 'No se pudo guardar.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ enabled, pesosPerPoint: Number(pesos), expiryMonths: Number(months) });
  };
  return (
    <Form className="card card-body mt-4" onSubmit={submit} aria-labelledby="loyalty-settings-title">
      <h2 className="h4" id="loyalty-settings-title">
        Puntos
      </h2>
      <Form.Check
        type="switch"
        id="loyalty-enabled"
        label="Los clientes suman y canjean puntos"
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
        className="mb-3"
      />
      <div className="row g-3 mb-3">
        <Form.Group className="col-6" controlId="loyalty-rate">
          <Form.Label>1 punto cada ($)</Form.Label>
          <Form.Control inputMode="numeric" value={pesos} onChange={(e) => setPesos(e.target.value)} />
        </Form.Group>
        <Form.Group className="col-6" controlId="loyalty-expiry">
          <Form.Label>Vencen a los (meses)</Form.Label>
          <Form.Control inputMode="numeric" value={months} onChange={(e) => setMonths(e.target.value)} />
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
