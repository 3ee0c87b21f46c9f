import { useState, type FormEvent } from 'react';
import { EMAIL_MAX } from '@burgers/domain/constants';
import { NEWSLETTER_SUBSCRIPTION_MSG as MSG } from '@burgers/domain/newsletter-messages';
import { errorText, hasErrorCode } from '#api/client';
import { FaPaperPlane } from '#components/icons/FaPaperPlane';
import { errorAlert, successAlert, warningAlert } from '#lib/alerts';
import { useHydrated } from '#lib/hydrated';
import { useSubscribe } from './api/subscribe';
import { NEWSLETTER_TEXT } from './messages';

/**
 * The footer is on every page, so its field checks as you type with a few lines instead of the
 * form and validation libraries; the shared schema (the server's rule) is loaded and applied
 * when the form is sent.
 */
function quickCheck(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return MSG.newsletterEmailRequired;
  if (trimmed.length > EMAIL_MAX) return MSG.emailTooLong;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return MSG.newsletterEmailInvalid;
  return undefined;
}

/** The footer's subscription form (docs/product/messages.md#newsletter-subscription checks, docs/product/messages.md#newsletter-subscription popups). */
export default function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [schemaError, setSchemaError] = useState<string>();
  const subscription = useSubscribe();
  const checkError = quickCheck(email);
  const error = touched ? (schemaError ?? checkError) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkError) return;
    const { newsletterSubscriptionSchema } = await import('@burgers/domain/schemas/newsletter');
    const parsed = newsletterSubscriptionSchema.safeParse({ email });
    if (!parsed.success) {
      setTouched(true);
      setSchemaError(parsed.error.issues[0]?.message ?? MSG.newsletterEmailInvalid);
      return;
    }
    try {
      await subscription.mutateAsync(parsed.data.email);
      setEmail('');
      setTouched(false);
      await successAlert(NEWSLETTER_TEXT.successTitle, NEWSLETTER_TEXT.successText);
    } catch (failure) {
      const message = errorText(failure, NEWSLETTER_TEXT.failed);
      if (hasErrorCode(failure, 'newsletterAlreadySubscribed')) await warningAlert(message);
      else await errorAlert(message);
    }
  };

  const disabled = Boolean(checkError) || subscription.isPending;
  // Server-rendered, the field takes text once the footer's code runs (typed before, it would be lost).
  const hydrated = useHydrated();

  return (
    <form className="newsletter-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor="newsletter-email" className="visually-hidden">
        Correo para el newsletter
      </label>
      <div className="newsletter-form__row">
        <input
          id="newsletter-email"
          type="email"
          className={`form-control newsletter-form__input ${error ? 'is-invalid' : ''}`.trim()}
          placeholder="tu@email.com"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          name="email"
          value={email}
          readOnly={!hydrated}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
            setSchemaError(undefined);
          }}
        />
        <button type="submit" className="btn btn-primary newsletter-form__submit" disabled={disabled}>
          {subscription.isPending ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <FaPaperPlane aria-hidden="true" />
          )}
          <span className="ms-2">Suscribirme</span>
        </button>
      </div>
      {error && (
        <p id="newsletter-email-error" className="newsletter-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
