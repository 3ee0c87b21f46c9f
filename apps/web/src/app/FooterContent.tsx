import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FaClock } from '#components/icons/FaClock';
import { SocialLinks } from '#components/store/SocialLinks';
import { StoreContacts } from '#components/store/StoreContacts';
import { StoreHours } from '#components/store/StoreHours';
import { StoreMap } from '#components/store/StoreMap';
import { scrollToTop } from './ScrollToTop';
import { SECTION_LINKS } from './section-links';

// The form pulls in the form and validation libraries; the footer should not make every page wait for them.
const NewsletterForm = lazy(() => import('#features/newsletter/NewsletterForm'));

/** The shop's footer: who and where we are, when we open, the map, our networks and the newsletter. */
export default function FooterContent() {
  return (
    <footer className="site-footer">
      <div className="site-footer__stripe" aria-hidden="true" />
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <div className="d-flex align-items-center gap-2 mb-3">
            <img src="/images/logo.svg" alt="" width="52" height="52" />
            <h2 id="footer-brand" className="site-footer__name">
              Burgers <span>Devoto</span>
            </h2>
          </div>
          <p className="site-footer__about">
            Hamburguesas a la parrilla, pan de papa horneado cada mañana y papas cortadas a mano en el corazón de Villa
            Devoto.
          </p>
          <SocialLinks />
        </section>

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="site-footer__heading">
            Visitanos
          </h2>
          <StoreContacts className="site-footer__list" />
          <h3 className="site-footer__subheading">
            <FaClock aria-hidden="true" /> Horarios
          </h3>
          <StoreHours className="site-footer__hours" />
        </section>

        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="site-footer__heading">
            Cómo llegar
          </h2>
          <StoreMap size="footer" className="site-footer__map" />
          <nav aria-label="Enlaces del pie de página" className="site-footer__links">
            {SECTION_LINKS.map((link) => (
              <Link key={link.to} to={link.to} onClick={scrollToTop}>
                {link.label}
              </Link>
            ))}
          </nav>
        </section>

        <section aria-labelledby="footer-news">
          <h2 id="footer-news" className="site-footer__heading">
            Newsletter
          </h2>
          <p className="site-footer__news-text">Promos, lanzamientos y cupones exclusivos, directo a tu correo.</p>
          <Suspense fallback={<div className="newsletter-form newsletter-form--loading" />}>
            <NewsletterForm />
          </Suspense>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container d-flex flex-column flex-md-row justify-content-between gap-2">
          <span>© {new Date().getFullYear()} Burgers Devoto. Todos los derechos reservados.</span>
          <span>Hecho a la parrilla en Villa Devoto.</span>
        </div>
      </div>
    </footer>
  );
}
