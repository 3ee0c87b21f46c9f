import { Button } from 'react-bootstrap';
import type { PromotionView } from '@burgers/domain/schemas/promotion-response';
import { KIND_LABELS } from './promotion-form-values';

interface PromotionListProps {
  promotions: readonly PromotionView[];
  onEdit: (promotion: PromotionView) => void;
  onDelete: (promotion: PromotionView) => void;
}

/** The shop's promotions: name, kind, when it runs, on or off. */
export function PromotionList({ promotions, onEdit, onDelete }: PromotionListProps) {
  if (promotions.length === 0) {
    return <p className="text-body-secondary">Todavía no hay promociones. Creá la primera con el formulario.</p>;
  }
  return (
    <ul className="promo-list list-unstyled" aria-label="Promociones">
      {promotions.map((promotion) => (
        <li key={promotion.id} className={`promo-list__item card ${promotion.active ? '' : 'promo-list__item--off'}`}>
          <div className="card-body">
            <div className="promo-list__head">
              <h3 className="h5 mb-0">{promotion.name}</h3>
              <span className={`badge ${promotion.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {promotion.active ? 'Activa' : 'Apagada'}
              </span>
            </div>
            <p className="mb-1 small">{KIND_LABELS[promotion.kind]}</p>
            <p className="mb-2 small text-body-secondary">
              {promotion.when}
              {promotion.startsOn || promotion.endsOn
                ? ` · ${promotion.startsOn ? `desde ${promotion.startsOn}` : ''}${promotion.endsOn ? ` hasta ${promotion.endsOn}` : ''}`
                : ''}
              {promotion.stacksWithCoupons ? ' · se combina con cupones' : ''}
            </p>
            <div className="d-flex gap-2">
              <Button size="sm" variant="outline-primary" onClick={() => onEdit(promotion)}>
                Editar
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => onDelete(promotion)}>
                Eliminar
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
