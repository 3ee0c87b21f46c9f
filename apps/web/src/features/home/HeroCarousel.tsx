import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '@burgers/domain/constants';
import { useHydrated } from '#lib/hydrated';
import { PATHS } from '#lib/paths';

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
    cta: { to: PATHS.menu, label: 'Ver el menú' },
    tone: 'dark',
  },
  {
    image: '/images/home/slide-arma-tu-burger.svg',
    alt: 'Las capas de una hamburguesa flotando por separado: pan, lechuga, tomate, cheddar y medallón',
    kicker: 'A tu manera',
    title: 'Armá tu burger',
    text: 'Elegí la base y sumá hasta 6 ingredientes. Vos decidís cuánto cheddar es suficiente.',
    cta: { to: PATHS.builder, label: 'Empezar a armar' },
    tone: 'mustard',
  },
  {
    image: '/images/home/slide-veggie.svg',
    alt: 'Hamburguesa vegetariana con palta, cebolla y tomate rodeada de hojas verdes',
    kicker: 'Opciones veggie',
    title: 'Veggie también es Devoto',
    text: 'Medallones de garbanzos y lentejas, palta, hongos y provoleta. Todo el sabor, cero carne.',
    cta: { to: `${PATHS.menu}?veggie=true`, label: 'Ver opciones veggie' },
    tone: 'green',
  },
];

/** docs/product/storefront.md#home: a swipe longer than this changes slide. */
const SWIPE_THRESHOLD_PX = 40;

/**
 * docs/product/storefront.md#home: three slides every 5 s, a swipe longer than 40 px changes slide, paused while the
 * pointer is over it. Bootstrap's carousel markup and styles with a few lines of state: the hero is
 * the first screen, and react-bootstrap's carousel and its transitions weighed on it.
 */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  // Its buttons do nothing in the server's markup until the carousel is taken over.
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = SLIDES.length;
  const show = (index: number) => setActive(((index % count) + count) % count);

  // Restarted on every change, so a slide chosen by hand also stays its full 5 s.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, paused, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') show(active - 1);
    else if (event.key === 'ArrowRight') show(active + 1);
  };

  return (
    <section className="hero" aria-label="Destacados">
      <div
        className="carousel slide hero__carousel"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => {
          swipeStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = swipeStart.current;
          const end = event.changedTouches[0]?.clientX;
          swipeStart.current = null;
          if (start === null || end === undefined || Math.abs(end - start) <= SWIPE_THRESHOLD_PX) return;
          show(end < start ? active + 1 : active - 1);
        }}
      >
        <div className="carousel-indicators">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              data-bs-target=""
              className={index === active ? 'active' : undefined}
              aria-current={index === active ? true : undefined}
              aria-label={`Ver: ${slide.title}`}
              aria-disabled={hydrated ? undefined : true}
              onClick={() => show(index)}
            />
          ))}
        </div>
        <div className="carousel-inner">
          {/* No style on the first slide: the server sends this markup, and the CSP refuses inline styles in it. */}
          <div
            className="hero__track"
            style={active === 0 ? undefined : { transform: `translateX(-${active * 100}%)` }}
          >
            {SLIDES.map((slide, index) => (
              <div
                key={slide.image}
                className={`carousel-item hero__slide hero__slide--${slide.tone} ${index === active ? 'active' : ''}`.trim()}
                aria-hidden={index === active ? undefined : true}
                inert={index !== active}
              >
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
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="carousel-control-prev"
          aria-disabled={hydrated ? undefined : true}
          onClick={() => show(active - 1)}
        >
          <span className="carousel-control-prev-icon" aria-hidden="true" />
          <span className="visually-hidden">Anterior</span>
        </button>
        <button
          type="button"
          className="carousel-control-next"
          aria-disabled={hydrated ? undefined : true}
          onClick={() => show(active + 1)}
        >
          <span className="carousel-control-next-icon" aria-hidden="true" />
          <span className="visually-hidden">Siguiente</span>
        </button>
      </div>
    </section>
  );
}
