import { CategoryCards } from './CategoryCards';
import { CouponsSection } from './CouponsSection';
import { HeroCarousel } from './HeroCarousel';
import { Highlights } from './Highlights';
import { LocalSection } from './LocalSection';
import './home.scss';

export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">Burgers Devoto: hamburguesas a la parrilla en Villa Devoto</h1>
      <HeroCarousel />
      <Highlights />
      <CouponsSection />
      <CategoryCards />
      <LocalSection />
    </>
  );
}
