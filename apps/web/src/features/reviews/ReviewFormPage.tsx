import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { REVIEW_COMMENT_MAX } from '@burgers/domain/constants';
import { reviewSchema, type ReviewData, type ReviewInput } from '@burgers/domain/schemas/review';
import { errorText } from '#api/client';
import { PageLoader } from '#components/PageLoader';
import { StarRatingInput } from '#components/StarRating';
import { errorAlert, successAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { useOrder } from './api/order';
import { useCreateReview } from './api/reviews';
import { REVIEW_TEXT } from './messages';
import './reviews.scss';

/** /calificanos/:purchaseId: stars and a comment for one of the customer's orders (docs/product/customer-area.md#reviewing-an-order). */
export default function ReviewFormPage() {
  const { purchaseId = '' } = useParams();
  const order = useOrder(purchaseId);
  const createReview = useCreateReview();
  const navigate = useNavigate();
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewData>({
    resolver: zodResolver(reviewSchema),
    mode: 'onTouched',
    // 0 until a star is chosen: the schema then asks for one.
    defaultValues: { rating: 0, description: '' },
  });

  // An order already reviewed, or one we may not read, goes to the reviews page (docs/product/customer-area.md#reviewing-an-order).
  if (order.isError || order.data?.review) return <Navigate to={PATHS.reviews} replace />;
  if (order.isPending) return <PageLoader />;

  const submit = handleSubmit(({ rating, description }) =>
    createReview.mutate(
      { rating, description: description.trim(), purchaseId },
      {
        onSuccess: () => {
          void navigate(PATHS.reviews);
          void successAlert(REVIEW_TEXT.sent);
        },
        onError: (error) => void errorAlert(errorText(error, REVIEW_TEXT.failed)),
      },
    ),
  );

  const length = watch('description').length;
  const items = order.data.data.additional_info.items;

  return (
    <section className="review-form-page py-4 py-md-5">
      <div className="container">
        <div className="review-form card mx-auto">
          <div className="card-body p-4 p-md-5">
            <p className="review-kicker mb-1">Calificanos</p>
            <h1 className="mb-2">¿Qué te pareció tu pedido?</h1>
            <p className="text-body-secondary mb-4">
              Tu opinión nos ayuda a mejorar y a que otros vecinos de Devoto nos conozcan.
            </p>
            {items.length > 0 && (
              <div className="review-form__order mb-4">
                <h2 className="h6 text-uppercase mb-2">Tu pedido</h2>
                <ul className="mb-0 small">
                  {items.map((item) => (
                    <li key={item.id}>
                      {item.quantity} x {item.title}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Form onSubmit={(event) => void submit(event)} noValidate>
              <div className="mb-4">
                <Controller
                  control={control}
                  name="rating"
                  render={({ field }) => (
                    <StarRatingInput
                      label="Calificación"
                      name="rating"
                      value={typeof field.value === 'number' ? field.value : 0}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={Boolean(errors.rating)}
                      describedBy={errors.rating ? 'rating-error' : undefined}
                    />
                  )}
                />
                {errors.rating && (
                  <p id="rating-error" className="text-danger small mt-1 mb-0" role="alert">
                    {errors.rating.message}
                  </p>
                )}
              </div>
              <Form.Group className="mb-4" controlId="review-description">
                <Form.Label className="fw-semibold">Comentario</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={5}
                  maxLength={REVIEW_COMMENT_MAX}
                  placeholder="Contanos cómo estuvo tu hamburguesa..."
                  isInvalid={Boolean(errors.description)}
                  aria-describedby="review-description-count review-description-error"
                  {...register('description')}
                />
                <div className="d-flex justify-content-between gap-2">
                  <Form.Control.Feedback type="invalid" id="review-description-error" className="d-block">
                    {errors.description?.message}
                  </Form.Control.Feedback>
                  <span id="review-description-count" className="small text-body-secondary ms-auto mt-1">
                    {length}/{REVIEW_COMMENT_MAX}
                  </span>
                </div>
              </Form.Group>
              <Button
                type="submit"
                variant="primary"
                size="lg"
                className="w-100 fw-semibold"
                disabled={createReview.isPending}
              >
                {createReview.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                Enviar opinión
              </Button>
            </Form>
          </div>
        </div>
      </div>
    </section>
  );
}
