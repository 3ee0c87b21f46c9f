import { Carousel } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Review } from '@burgers/domain/types';
import { FaQuoteLeft } from '#components/icons/FaQuoteLeft';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { StarRating } from '#components/StarRating';
import { PAGE_TITLES, usePageTitle } from '#lib/page-title';
import { useSession } from '#stores/session';
import { useReviews } from './api/reviews';
import { REVIEW_TEXT } from './messages';
import './reviews.scss';

type ShownReview = Pick<Review, 'rating' | 'description' | 'author'> & { key: string };

const SAMPLE: ShownReview = { key: 'sample', ...REVIEW_TEXT.sample };

/** /quedicendenosotros: the customers' reviews as a carousel; a 5-star sample when there are none (docs/product/storefront.md#reviews). */
export default function ReviewsPage() {
  usePageTitle(PAGE_TITLES.reviews);
  const reviews = useReviews();
  const loggedIn = useSession((s) => s.user !== null);

  const shown: ShownReview[] =
    reviews.data && reviews.data.length > 0
      ? reviews.data.map((review) => ({ key: String(review.id), ...review }))
      : [SAMPLE];
  const several = shown.length > 1;
  const average = reviews.data?.length
    ? reviews.data.reduce((sum, review) => sum + review.rating, 0) / reviews.data.length
    : null;

  return (
    <div className="reviews-page">
      <PageHeader
        kicker="Opiniones"
        title="Qué dicen de nosotros"
        subtitle="Lo que cuentan los vecinos que ya probaron nuestras burgers."
      />
      <section className="container py-4 py-md-5" aria-label="Opiniones de clientes">
        {reviews.isPending ? (
          <PageLoader />
        ) : (
          <>
            {average !== null && (
              <p className="reviews-summary text-center mb-4">
                <StarRating value={Math.round(average)} className="me-2" />
                <span className="fw-semibold">{average.toFixed(1).replace('.', ',')}</span> de 5 ·{' '}
                {reviews.data?.length === 1 ? '1 opinión' : `${reviews.data?.length} opiniones`}
              </p>
            )}
            <Carousel
              className="reviews-carousel mx-auto"
              variant="dark"
              controls={several}
              indicators={several}
              indicatorLabels={shown.map((_, index) => `Opinión ${index + 1}`)}
              prevLabel="Anterior"
              nextLabel="Siguiente"
              interval={6000}
            >
              {shown.map((review) => (
                <Carousel.Item key={review.key}>
                  <figure className="review-slide card mx-auto mb-0">
                    <div className="card-body p-4 p-md-5 text-center">
                      <FaQuoteLeft className="review-slide__quote mb-3" aria-hidden="true" />
                      <div className="mb-3">
                        <StarRating value={review.rating} className="review-slide__stars" />
                      </div>
                      <blockquote className="review-slide__text mb-4">
                        <p className="mb-0">{review.description}</p>
                      </blockquote>
                      <figcaption className="review-slide__author">— {review.author}</figcaption>
                    </div>
                  </figure>
                </Carousel.Item>
              ))}
            </Carousel>
          </>
        )}
        <div className="reviews-cta text-center mt-5">
          <p className="fs-5 mb-3">¿Ya probaste nuestras hamburguesas? Contanos qué te parecieron.</p>
          <Link to={loggedIn ? '/userprofiledashboard' : '/menu'} className="btn btn-primary btn-lg fw-semibold">
            {loggedIn ? 'Calificar mis compras' : 'Ver el menú'}
          </Link>
        </div>
      </section>
    </div>
  );
}
