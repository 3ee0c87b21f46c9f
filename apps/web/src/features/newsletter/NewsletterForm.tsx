import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSubscriptionSchema } from '@burgers/domain/schemas/newsletter';
import { useForm } from 'react-hook-form';
import { FaPaperPlane } from 'react-icons/fa';
import { errorText } from '../../api/client';
import { errorAlert, successAlert, warningAlert } from '../../lib/alerts';
import { NEWSLETTER_TEXT } from './messages';
import { useSubscribe } from './subscribe';

interface NewsletterValues {
  email: string;
}

/** The footer's subscription form (SPEC §5 checks, SPEC §8 popups). */
export default function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isValid },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const subscription = useSubscribe();
  const email = watch('email');
  const error = errors.email?.message;

  const onSubmit = handleSubmit(async ({ email: address }) => {
    try {
      await subscription.mutateAsync(address);
      reset({ email: '' });
      await successAlert(NEWSLETTER_TEXT.successTitle, NEWSLETTER_TEXT.successText);
    } catch (failure) {
      const message = errorText(failure, NEWSLETTER_TEXT.failed);
      if (message === NEWSLETTER_TEXT.alreadySubscribed) await warningAlert(message);
      else await errorAlert(message);
    }
  });

  const disabled = !isValid || !email || subscription.isPending;

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
          {...register('email')}
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
