import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { loyaltyPaths } from '@burgers/domain/routes/loyalty-paths';
import type { RewardView } from '@burgers/domain/schemas/loyalty';
import { catalogueQuery } from '#api/catalogue';
import { errorText, callApi, type BodyOf } from '#api/client';
import { queryKeys } from '#api/query-keys';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { confirmAlert } from '#lib/alerts';
import { LoyaltySettingsForm } from './LoyaltySettingsForm';
import { WinBackSettingsForm } from './WinBackSettingsForm';

const rewardsQuery = { queryKey: queryKeys.adminRewards, queryFn: () => callApi(loyaltyPaths.adminRewards) };

interface Draft {
  name: string;
  points: string;
  kind: 'producto' | 'descuento';
  productId: string;
  amount: string;
}
const EMPTY: Draft = { name: '', points: '', kind: 'producto', productId: '', amount: '' };

const toDraft = (reward: RewardView): Draft => ({
  name: reward.name,
  points: String(reward.points),
  kind: reward.productId === null ? 'descuento' : 'producto',
  productId: reward.productId === null ? '' : String(reward.productId),
  amount: reward.amount === null ? '' : String(reward.amount),
});

/** /admin/recompensas: what points buy, and how they are earned (docs/product/loyalty.md). */
export default function AdminRewardsPage() {
  const queryClient = useQueryClient();
  const rewards = useQuery(rewardsQuery);
  const settings = useQuery({
    queryKey: queryKeys.adminLoyalty,
    queryFn: () => callApi(loyaltyPaths.settings),
  });
  const products = (useQuery(catalogueQuery).data ?? []).filter((product) => !product.deletedAt);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminRewards });

  const save = useMutation({
    mutationFn: (body: BodyOf<typeof loyaltyPaths.createReward>) =>
      editing === null
        ? callApi(loyaltyPaths.createReward, { body })
        : callApi(loyaltyPaths.updateReward, { params: { id: editing }, body }),
    onSuccess: async () => {
      setEditing(null);
      setDraft(EMPTY);
      setError(null);
      await refresh();
    },
    onError: (failure) => setError(errorText(failure, 'No se pudo guardar.')),
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(loyaltyPaths.deleteReward, { params: { id } }),
    onSuccess: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      name: draft.name,
      points: Number(draft.points),
      productId: draft.kind === 'producto' && draft.productId ? Number(draft.productId) : null,
      amount: draft.kind === 'descuento' && draft.amount ? Number(draft.amount) : null,
    });
  };
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  if (rewards.isPending || settings.isPending) return <PageLoader />;
  return (
    <>
      <PageHeader kicker="Administración" title="Recompensas" subtitle="Lo que tus clientes canjean con sus puntos" />
      <div className="container py-4">
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <h2 className="h4">Recompensas</h2>
            {(rewards.data ?? []).length === 0 && (
              <p className="text-body-secondary">Todavía no hay recompensas: creá la primera con el formulario.</p>
            )}
            <ul className="list-unstyled d-grid gap-2" data-testid="rewards-list">
              {(rewards.data ?? []).map((reward) => (
                <li key={reward.id} className="card card-body d-flex flex-row align-items-center gap-2">
                  <span className="flex-grow-1">
                    <span className="fw-semibold">{reward.name}</span>
                    <span className="d-block small text-body-secondary">{reward.points} puntos</span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => {
                      setEditing(reward.id);
                      setDraft(toDraft(reward));
                    }}
                  >
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() =>
                      void confirmAlert('¿Eliminar la recompensa?', reward.name, 'Eliminar').then(
                        (yes) => yes && remove.mutate(reward.id),
                      )
                    }
                  >
                    Eliminar
                  </Button>
                </li>
              ))}
            </ul>
            {settings.data && <LoyaltySettingsForm settings={settings.data} />}
            {settings.data && <WinBackSettingsForm settings={settings.data} />}
          </div>
          <div className="col-12 col-lg-5">
            <Form className="card card-body" onSubmit={submit} aria-labelledby="reward-form-title">
              <h2 className="h4" id="reward-form-title">
                {editing === null ? 'Nueva recompensa' : 'Editar recompensa'}
              </h2>
              <Form.Group className="mb-3" controlId="reward-name">
                <Form.Label>Nombre</Form.Label>
                <Form.Control value={draft.name} onChange={(e) => set({ name: e.target.value })} />
              </Form.Group>
              <Form.Group className="mb-3" controlId="reward-points">
                <Form.Label>Puntos</Form.Label>
                <Form.Control
                  inputMode="numeric"
                  value={draft.points}
                  onChange={(e) => set({ points: e.target.value })}
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId="reward-kind">
                <Form.Label>Qué da</Form.Label>
                <Form.Select
                  value={draft.kind}
                  onChange={(e) => set({ kind: e.target.value === 'descuento' ? 'descuento' : 'producto' })}
                >
                  <option value="producto">Un producto gratis</option>
                  <option value="descuento">Un monto de descuento</option>
                </Form.Select>
              </Form.Group>
              {draft.kind === 'producto' ? (
                <Form.Group className="mb-3" controlId="reward-product">
                  <Form.Label>Producto</Form.Label>
                  <Form.Select value={draft.productId} onChange={(e) => set({ productId: e.target.value })}>
                    <option value="">Elegí un producto</option>
                    {products.map((product) => (
                      <option key={product.id} value={product.id}>
                        {product.name}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              ) : (
                <Form.Group className="mb-3" controlId="reward-amount">
                  <Form.Label>Descuento ($)</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    value={draft.amount}
                    onChange={(e) => set({ amount: e.target.value })}
                  />
                </Form.Group>
              )}
              {error && (
                <p className="text-danger" role="alert">
                  {error}
                </p>
              )}
              <div className="d-flex gap-2">
                <Button type="submit" disabled={save.isPending}>
                  Guardar
                </Button>
                {editing !== null && (
                  <Button
                    variant="outline-secondary"
                    onClick={() => {
                      setEditing(null);
                      setDraft(EMPTY);
                    }}
                  >
                    Cancelar
                  </Button>
                )}
              </div>
            </Form>
          </div>
        </div>
      </div>
    </>
  );
}
