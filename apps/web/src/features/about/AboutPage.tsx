import { Link } from 'react-router';
import { FaFire } from '#components/icons/FaFire';
import { FaLeaf } from '#components/icons/FaLeaf';
import { FaMapMarkerAlt } from '#components/icons/FaMapMarkerAlt';
import { FaUsers } from '#components/icons/FaUsers';
import { GiCutLemon } from '#components/icons/GiCutLemon';
import { GiHamburger } from '#components/icons/GiHamburger';
import { GiSlicedBread } from '#components/icons/GiSlicedBread';
import { PageHeader } from '#components/PageHeader';
import { SectionTitle } from '#components/SectionTitle';
import { STORE } from '#components/store/store-info';
import { PAGE_TITLES, usePageTitle } from '#lib/page-title';
import { PATHS } from '#lib/paths';
import { GardenArt, GrillArt, KitchenArt, ShopFrontArt } from './AboutArt';
import './about.scss';

const VALUES = [
  {
    title: 'Fuego de verdad',
    text: 'Cada medallón se hace a la parrilla, con un blend propio de cortes que molemos todas las mañanas.',
    Art: GrillArt,
  },
  {
    title: 'Hecho cada mañana',
    text: 'Pan de papa horneado a pocas cuadras, salsas de la casa y papas cortadas a mano, sin atajos.',
    Art: KitchenArt,
  },
  {
    title: 'Veggie sin vueltas',
    text: 'Medallones de legumbres y vegetales con la misma dedicación: nadie se queda afuera de la mesa.',
    Art: GardenArt,
  },
] as const;

const MILESTONES = [
  {
    year: '2016',
    title: 'La feria de la plaza',
    text: 'Arrancamos con una plancha y una heladera en la feria de los sábados.',
  },
  {
    year: '2018',
    title: 'El primer local',
    text: `Abrimos las puertas en ${STORE.street}, con ocho mesas y mucha fila.`,
  },
  {
    year: '2021',
    title: 'La cocina crece',
    text: 'Sumamos la línea veggie, combos para compartir y nuestro propio delivery.',
  },
  {
    year: 'Hoy',
    title: 'Tu burger, a tu manera',
    text: 'Pedís online, armás tu hamburguesa ingrediente por ingrediente y la retirás caliente.',
  },
] as const;

const PROMISES = [
  { Icon: FaFire, text: 'Parrilla a la vista' },
  { Icon: GiSlicedBread, text: 'Pan de papa del día' },
  { Icon: GiCutLemon, text: 'Salsas de la casa' },
  { Icon: FaLeaf, text: 'Opciones veggie' },
] as const;

/** /nosotros: the story of the Devoto burger joint, what it stands for and where to find it. */
export default function AboutPage() {
  usePageTitle(PAGE_TITLES.about);
  return (
    <div className="about-page">
      <PageHeader
        kicker="Nosotros"
        title="Del barrio, a la parrilla"
        subtitle="Somos una hamburguesería de Villa Devoto que cocina como en casa, pero con fuego de verdad."
      />

      <section className="container py-5" aria-labelledby="about-story">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6 order-2 order-lg-1">
            <SectionTitle
              id="about-story"
              kicker="Nuestra historia"
              title="Una fila que dio la vuelta a la plaza"
              align="start"
            />
            <p className="about-page__lead">
              Burgers Devoto nació en la cocina de una casa del barrio, cuando dos amigos decidieron hacer la
              hamburguesa que no encontraban: carne jugosa, pan recién horneado y papas cortadas a mano.
            </p>
            <p>
              Empezamos vendiendo los sábados en la feria de la plaza. La fila creció tanto que los vecinos nos pedían
              un lugar fijo, y así llegó el local: una parrilla a la vista, música fuerte y la puerta siempre abierta.
            </p>
            <p className="mb-0">
              Hoy seguimos igual de obsesionados con los detalles. Cambiamos el carrito por una cocina más grande, pero
              la receta del medallón y las ganas de verte volver son las mismas del primer día.
            </p>
          </div>
          <div className="col-12 col-lg-6 order-1 order-lg-2">
            <figure className="about-page__art mb-0">
              <ShopFrontArt className="w-100 h-auto" />
            </figure>
          </div>
        </div>
      </section>

      <section className="about-promises" aria-label="Lo que nunca falta">
        <ul className="container list-unstyled row row-cols-2 row-cols-md-4 g-3 py-4 mb-0 mx-auto">
          {PROMISES.map(({ Icon, text }) => (
            <li key={text} className="col d-flex align-items-center justify-content-center gap-2 text-center">
              <Icon className="about-promises__icon" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="container py-5" aria-labelledby="about-values">
        <SectionTitle id="about-values" kicker="Lo que nos mueve" title="Nuestros valores" />
        <div className="row g-4 mt-1">
          {VALUES.map(({ title, text, Art }) => (
            <div key={title} className="col-12 col-md-4">
              <article className="about-value card h-100">
                <Art className="about-value__art card-img-top" />
                <div className="card-body">
                  <h3 className="h4">{title}</h3>
                  <p className="mb-0 text-body-secondary">{text}</p>
                </div>
              </article>
            </div>
          ))}
        </div>
      </section>

      <section className="about-timeline py-5" aria-labelledby="about-timeline">
        <div className="container">
          <SectionTitle id="about-timeline" kicker="Paso a paso" title="Nuestro recorrido" tone="light" />
          <ol className="about-timeline__list list-unstyled row g-4 mt-1 mb-0">
            {MILESTONES.map((milestone) => (
              <li key={milestone.year} className="col-12 col-sm-6 col-lg-3">
                <div className="about-timeline__item h-100">
                  <span className="about-timeline__year">{milestone.year}</span>
                  <h3 className="h5 mt-2">{milestone.title}</h3>
                  <p className="mb-0">{milestone.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="about-team">
        <div className="about-team card">
          <div className="card-body p-4 p-md-5 row g-4 align-items-center">
            <div className="col-12 col-md-8">
              <h2 id="about-team" className="h2">
                <FaUsers className="me-2 about-team__icon" aria-hidden="true" />
                Un equipo del barrio
              </h2>
              <p>
                Cocineros, cajeros y repartidores que viven a pocas cuadras. Conocemos a muchos de nuestros clientes por
                su nombre y su pedido de siempre, y queremos que vos también te sientas en casa.
              </p>
              <p className="mb-0 d-flex align-items-center gap-2">
                <FaMapMarkerAlt aria-hidden="true" className="about-team__icon" />
                <span>
                  Te esperamos en <strong>{STORE.address}</strong>.
                </span>
              </p>
            </div>
            <div className="col-12 col-md-4 d-grid gap-2">
              <Link to={PATHS.menu} className="btn btn-primary btn-lg fw-semibold">
                Ver el menú
              </Link>
              <Link to={PATHS.builder} className="btn btn-outline-secondary btn-lg">
                <GiHamburger className="me-2" aria-hidden="true" />
                Armá tu burger
              </Link>
              <Link to={PATHS.contact} className="btn btn-link">
                Escribinos
              </Link>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
