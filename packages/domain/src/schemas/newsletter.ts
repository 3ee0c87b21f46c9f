import { emailAddress, requiredText } from './fields';
import { z } from './zod';
import { NEWSLETTER_BUTTON_MAX, NEWSLETTER_DESCRIPTION_MAX, NEWSLETTER_TITLE_MAX } from '../constants';
import { MSG } from '../messages';

/** The subscription box (docs/product/messages.md#newsletter-subscription) and the body of POST /newsletter. */
export const newsletterSubscriptionSchema = z.object({
  email: emailAddress(MSG.newsletterEmailRequired, MSG.newsletterEmailInvalid),
});

/** The admin's news to send (docs/product/admin.md#newsletter): title, description and button text, all required. */
export const newsletterSendSchema = z.object({
  title: requiredText(MSG.newsletterTitleRequired, NEWSLETTER_TITLE_MAX, MSG.newsletterTitleTooLong),
  description: requiredText(
    MSG.newsletterDescriptionRequired,
    NEWSLETTER_DESCRIPTION_MAX,
    MSG.newsletterDescriptionTooLong,
  ),
  btnTxt: requiredText(MSG.newsletterButtonRequired, NEWSLETTER_BUTTON_MAX, MSG.newsletterButtonTooLong),
});

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSendInput = z.input<typeof newsletterSendSchema>;
export type NewsletterSendData = z.output<typeof newsletterSendSchema>;
