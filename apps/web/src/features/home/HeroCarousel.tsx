import { CAROUSEL_INTERVAL_MS } from '@burgers/domain/constants';
import { Carousel } from 'react-bootstrap';
import { Link } from 'react-router';

interface Slide {
  image: string;
  alt: string;
  kicker: string;
  title: string;
  text: string;
  cta: { to: string; label: string };
  tone: 'dark' | 'mustard' | 'green';
}

const SLIDES: Slide[] = [
  {
    image: '/images/home/slide-clasica.svg',
    alt: 'Hamburguesa doble con cheddar, tomate y lechuga junto a un cucurucho de papas fritas',
    kicker: 'Desde Villa Devoto',
    title: 'Las burgers más jugosas del barrio',
    text: 'Carne a la parrilla, pan de papa horneado cada mañana y cheddar que se derrite.',
    cta: { to: '/menu', label: 'Ver el menú' },
    tone: 'dark',
  },
  {
    image: '/images/home/slide-arma-tu-burger.svg',
    alt: 'Las capas de una hamburguesa flotando por separado: pan, lechuga, tomate, cheddar y medallón',
    kicker: 'A tu manera',
    title: 'Armá tu burger',
    text: 'Elegí la base y sumá hasta 6 ingredientes. Vos decidís cuánto cheddar es suficiente.',
    cta: { to: '/addBurger', label: 'Empezar a armar' },
    tone: 'mustard',
  },
  {
    image: '/images/home/slide-veggie.svg',
    alt: 'Hamburguesa vegetariana con palta, cebolla y tomate rodeada de hojas verdes',
    kicker: 'Opciones veggie',
    title: 'Veggie también es Devoto',
    text: 'Medallones de garbanzos y lentejas, palta, hongos y provoleta. Todo el sabor, cero carne.',
    cta: { to: '/menu?veggie=true', label: 'Ver opciones veggie' },
    tone: 'green',
  },
];

/**
 * SPEC §2 and §9: three slides every 5 s. React-Bootstrap's touch handling changes slide on a swipe
 * longer than 40 px, which is SPEC's threshold.
 */
export function HeroCarousel() {
  return (
    <section className="hero" aria-label="Destacados">
      <Carousel
        interval={CAROUSEL_INTERVAL_MS}
        touch
        pause="hover"
        prevLabel="Anterior"
        nextLabel="Siguiente"
        indicatorLabels={SLIDES.map((slide) => `Ver: ${slide.title}`)}
        className="hero__carousel"
      >
        {SLIDES.map((slide, index) => (
          <Carousel.Item key={slide.image} className={`hero__slide hero__slide--${slide.tone}`}>
            <img
              src={slide.image}
              alt={slide.alt}
              className="hero__image"
              width="1600"
              height="700"
              // The first slide is the page's largest picture: fetch it first.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <div className="hero__caption">
              <div className="container">
                <div className="hero__copy">
                  <p className="hero__kicker">{slide.kicker}</p>
                  <h2 className="hero__title">{slide.title}</h2>
                  <p className="hero__text">{slide.text}</p>
                  <Link to={slide.cta.to} className="btn btn-primary btn-lg hero__cta">
                    {slide.cta.label}
                  </Link>
                </div>
              </div>
            </div>
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}
