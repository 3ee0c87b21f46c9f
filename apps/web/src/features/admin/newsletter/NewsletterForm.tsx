import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { NEWSLETTER_DEFAULT_BUTTON, NEWSLETTER_DEFAULT_TITLE } from '@burgers/domain/constants';
import {
  newsletterSendSchema,
  type NewsletterSendData,
  type NewsletterSendInput,
} from '@burgers/domain/schemas/newsletter';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { confirmAlert, errorAlert, successAlert } from '#lib/alerts';
import { useSendNewsletter } from './api/send-newsletter';
import { MailPreview } from './MailPreview';
import { NEWSLETTER_TEXT } from './messages';

/** docs/product/admin.md#newsletter defaults: the usual title and button text, the description left to the admin. */
const DEFAULTS: NewsletterSendInput = {
  title: NEWSLETTER_DEFAULT_TITLE,
  description: '',
  btnTxt: NEWSLETTER_DEFAULT_BUTTON,
};

/** The news to send (docs/product/admin.md#newsletter: all three fields required) beside a live preview of the mail. */
export function NewsletterForm() {
  const send = useSendNewsletter();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<NewsletterSendInput, unknown, NewsletterSendData>({
    resolver: zodResolver(newsletterSendSchema),
    mode: 'onChange',
    defaultValues: DEFAULTS,
  });
  const draft = useWatch({ control });

  const submit = handleSubmit(async (issue) => {
    // A mail to every subscriber cannot be taken back, so it is sent only once confirmed.
    if (!(await confirmAlert(NEWSLETTER_TEXT.confirmTitle, NEWSLETTER_TEXT.confirmText, NEWSLETTER_TEXT.confirm)))
      return;
    send.mutate(issue, {
      onSuccess: ({ sent }) => {
        reset(DEFAULTS);
        void successAlert(NEWSLETTER_TEXT.sent, NEWSLETTER_TEXT.sentTo(sent));
      },
      onError: (error) => void errorAlert(errorText(error, NEWSLETTER_TEXT.failed)),
    });
  });

  const descriptionError = errors.description?.message;

  return (
    <div className="admin-newsletter">
      <Form onSubmit={(event) => void submit(event)} noValidate className="card shadow-sm">
        <div className="card-body p-4">
          <h2 className="h3 mb-3">{NEWSLETTER_TEXT.formTitle}</h2>
          <FormField
            className="mb-3"
            id="newsletter-title"
            label={NEWSLETTER_TEXT.titleLabel}
            error={errors.title?.message}
            registration={register('title')}
          />
          <Form.Group className="mb-3" controlId="newsletter-description">
            <Form.Label>{NEWSLETTER_TEXT.descriptionLabel}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              isInvalid={Boolean(descriptionError)}
              aria-describedby={descriptionError ? 'newsletter-description-error' : 'newsletter-description-help'}
              {...register('description')}
            />
            <Form.Control.Feedback type="invalid" id="newsletter-description-error">
              {descriptionError}
            </Form.Control.Feedback>
            <Form.Text id="newsletter-description-help">{NEWSLETTER_TEXT.descriptionHelp}</Form.Text>
          </Form.Group>
          <FormField
            className="mb-4"
            id="newsletter-button"
            label={NEWSLETTER_TEXT.buttonLabel}
            error={errors.btnTxt?.message}
            registration={register('btnTxt')}
          />
          <div className="d-flex justify-content-end">
            <Button type="submit" variant="primary" className="fw-semibold px-4" disabled={send.isPending}>
              {send.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {NEWSLETTER_TEXT.send}
            </Button>
          </div>
        </div>
      </Form>
      <section aria-labelledby="newsletter-preview-title">
        <h2 id="newsletter-preview-title" className="h3 mb-3">
          {NEWSLETTER_TEXT.previewTitle}
        </h2>
        <MailPreview title={draft.title ?? ''} description={draft.description ?? ''} btnTxt={draft.btnTxt ?? ''} />
      </section>
    </div>
  );
}
