import { Suspense } from 'react';
import { lazyWithQueries } from '../../app/lazyWithQueries';
import { CategoryCards } from './CategoryCards';
import { HeroCarousel } from './HeroCarousel';
import { Highlights } from './Highlights';
import './home.scss';
import { PAGE_META, usePageTitle } from '../../lib/page-title';

// Below the hero: the coupons, the map and the query cache they need load after the first screen.
const CouponsSection = lazyWithQueries(() => import('./CouponsSection'));
const LocalSection = lazyWithQueries(() => import('./LocalSection'));

export default function HomePage() {
  usePageTitle(PAGE_META.home.title);
  return (
    <>
      <h1 className="visually-hidden">Burgers Devoto: hamburguesas a la parrilla en Villa Devoto</h1>
      <HeroCarousel />
      <Highlights />
      <Suspense fallback={null}>
        <CouponsSection />
      </Suspense>
      <CategoryCards />
      <Suspense fallback={<div className="section section--dark local local--loading" />}>
        <LocalSection />
      </Suspense>
    </>
  );
}
