import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromotionView } from '@burgers/domain/schemas/promotion-response';
import { catalogueQuery } from '#api/catalogue';
import { errorText } from '#api/client';
import { sellingWindowsQuery } from '#api/promotions';
import { PageHeader } from '#components/PageHeader';
import { confirmAlert, successAlert } from '#lib/alerts';
import { adminPromotionsQuery, useDeletePromotion, useSavePromotion } from './api/promotions';
import { EMPTY_PROMOTION, toFormValues, toRequest, type PromotionFormValues } from './promotion-form-values';
import { PromotionForm } from './PromotionForm';
import { PromotionList } from './PromotionList';
import { SellingWindowsEditor } from './SellingWindowsEditor';
import './admin-promotions.scss';

/** /admin/promociones: the week's promotions and what is on sale when (docs/product/promotions.md). */
export default function AdminPromotionsPage() {
  const promotions = useQuery(adminPromotionsQuery);
  const products = useQuery(catalogueQuery).data ?? [];
  const windows = useQuery(sellingWindowsQuery);
  const save = useSavePromotion();
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<PromotionView | null>(null);
  // A new key resets the form: after saving, or when another promotion is chosen.
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const startEditing = (promotion: PromotionView | null) => {
    setEditing(promotion);
    setError(null);
    setFormKey((key) => key + 1);
  };

  const submit = (values: PromotionFormValues) => {
    setError(null);
    save.mutate(
      { id: editing?.id ?? null, body: toRequest(values) },
      {
        onSuccess: (saved) => {
          startEditing(null);
          void successAlert(editing ? `Promoción «${saved.name}» guardada` : `Promoción «${saved.name}» creada`);
        },
        onError: (failure) => setError(errorText(failure, 'No se pudo guardar la promoción')),
      },
    );
  };

  const confirmDelete = async (promotion: PromotionView) => {
    if (!(await confirmAlert('¿Eliminar la promoción?', promotion.name, 'Eliminar'))) return;
    remove.mutate(promotion.id, {
      onSuccess: () => {
        if (editing?.id === promotion.id) startEditing(null);
      },
    });
  };

  return (
    <>
      <PageHeader
        kicker="Panel Admin"
        title="Promociones"
        subtitle="2x1, happy hours, combos a precio fijo y menús por horario."
      />
      <div className="container py-4 admin-promotions">
        <div className="admin-promotions__layout">
          <section aria-labelledby="promo-list-title">
            <h2 id="promo-list-title" className="h4">
              Promociones de la semana
            </h2>
            {promotions.isPending ? (
              <p>Cargando…</p>
            ) : (
              <PromotionList
                promotions={promotions.data ?? []}
                onEdit={startEditing}
                onDelete={(promotion) => void confirmDelete(promotion)}
              />
            )}
          </section>
          <PromotionForm
            key={formKey}
            initial={editing ? toFormValues(editing) : EMPTY_PROMOTION}
            products={products}
            busy={save.isPending}
            error={error}
            editing={editing !== null}
            onSubmit={submit}
            onCancel={() => startEditing(null)}
          />
        </div>
        <section className="mt-5" aria-labelledby="windows-title">
          <h2 id="windows-title" className="h4">
            Horarios de venta
          </h2>
          <p className="text-body-secondary">
            Fuera de su horario, un producto se ve en gris y sólo se puede pedir para un turno de retiro dentro de él.
          </p>
          {windows.data && <SellingWindowsEditor saved={windows.data} products={products} />}
        </section>
      </div>
    </>
  );
}
