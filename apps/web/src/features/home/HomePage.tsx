import { Suspense, useEffect } from 'react';
import { lazyWithQueries } from '#app/lazy-with-queries';
import { whenIdle } from '#lib/when-idle';
import { CategoryCards } from './CategoryCards';
import { HeroCarousel } from './HeroCarousel';
import { Highlights } from './Highlights';
import { showHomeTitle } from './home-title';
import './home.scss';

// Below the hero: the coupons, the map and the query cache they need load after the first screen,
// once the page is idle, as the footer does: the server's markup shows them meanwhile, and taking
// over the first screen neither waits for their code nor pays for starting it.
const CouponsSection = lazyWithQueries(async () => {
  await whenIdle();
  return import('./CouponsSection');
});
const WeekPromotions = lazyWithQueries(async () => {
  await whenIdle();
  return import('./WeekPromotions');
});
const LocalSection = lazyWithQueries(async () => {
  await whenIdle();
  return import('./LocalSection');
});

export default function HomePage() {
  useEffect(showHomeTitle, []);
  return (
    <>
      <h1 className="visually-hidden">Burgers Devoto: hamburguesas a la parrilla en Villa Devoto</h1>
      <HeroCarousel />
      {/* Below the hero: boundaries React hydrates apart from the hero. */}
      <Suspense fallback={null}>
        <Highlights />
      </Suspense>
      <Suspense fallback={null}>
        <WeekPromotions />
      </Suspense>
      <Suspense fallback={null}>
        <CouponsSection />
      </Suspense>
      <Suspense fallback={null}>
        <CategoryCards />
      </Suspense>
      <Suspense fallback={<div className="section section--dark local local--loading" />}>
        <LocalSection />
      </Suspense>
    </>
  );
}
