import { FaLeaf } from '#components/icons/FaLeaf';
import { GiCow } from '#components/icons/GiCow';
import { GiFrenchFries } from '#components/icons/GiFrenchFries';
import { GiSlicedBread } from '#components/icons/GiSlicedBread';
import type { IconType } from '#components/icons/types';

const HIGHLIGHTS: { icon: IconType; title: string; text: string }[] = [
  { icon: GiCow, title: 'Carne 100% vacuna', text: 'Blend propio, picado todos los días.' },
  { icon: GiSlicedBread, title: 'Pan de papa', text: 'Horneado cada mañana en el local.' },
  { icon: GiFrenchFries, title: 'Papas a mano', text: 'Cortadas y fritas en el momento.' },
  { icon: FaLeaf, title: 'Opciones veggie', text: 'Medallones caseros de legumbres.' },
];

/** A strip of what makes the place, right under the carousel. */
export function Highlights() {
  return (
    <section className="highlights" aria-label="Por qué elegirnos">
      <div className="container">
        <ul className="highlights__grid">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="highlights__item">
              <span className="highlights__icon" aria-hidden="true">
                <Icon />
              </span>
              <span>
                <strong className="highlights__title">{title}</strong>
                <span className="highlights__text">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
