import { usePromotions } from '#api/promotions';

/**
 * The week's promotions on the home (`2x1 los martes` · los martes de 00:00 a 24:00). Nothing until
 * they arrive, and nothing without any: the server's markup has none, so taking it over matches.
 */
export function WeekPromotions() {
  const promotions = usePromotions().data;
  if (!promotions || promotions.length === 0) return null;
  return (
    <section className="section week-promotions" aria-labelledby="week-promotions-title">
      <div className="container">
        <h2 id="week-promotions-title" className="section-title">
          Promociones de la semana
        </h2>
        <ul className="week-promotions__list list-unstyled">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="week-promotions__item" data-testid="week-promotion">
              <strong className="week-promotions__name">{promotion.name}</strong>
              <span className="week-promotions__when">{promotion.when}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default WeekPromotions;
