import { Suspense, useEffect } from 'react';
import { lazyWithQueries } from '#app/lazy-with-queries';
import { HydrateLater } from '#components/HydrateLater';
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
      {/* Below the hero, taken over in later short tasks. */}
      <HydrateLater turn={0}>
        <Highlights />
      </HydrateLater>
      <Suspense fallback={null}>
        <WeekPromotions />
      </Suspense>
      <Suspense fallback={null}>
        <CouponsSection />
      </Suspense>
      <HydrateLater turn={1}>
        <CategoryCards />
      </HydrateLater>
      <Suspense fallback={<div className="section section--dark local local--loading" />}>
        <LocalSection />
      </Suspense>
    </>
  );
}
