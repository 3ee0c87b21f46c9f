import type { NewsletterSendInput } from '@burgers/domain/schemas/newsletter';
import { NEWSLETTER_TEXT } from './messages';

/**
 * The mail as subscribers will see it, following the server's mail layout: brand band, title,
 * one paragraph per line of the description, the button, and the unsubscribe footer.
 */
export function MailPreview({ title, description, btnTxt }: NewsletterSendInput) {
  const paragraphs = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <figure className="mail-preview mb-0" aria-label={NEWSLETTER_TEXT.previewLabel}>
      <div className="mail-preview__brand">{NEWSLETTER_TEXT.previewBrand}</div>
      <div className="mail-preview__body">
        <p className="mail-preview__title">{title.trim() || ' '}</p>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => (
            <p key={index} className="mail-preview__text">
              {paragraph}
            </p>
          ))
        ) : (
          <p className="mail-preview__text mail-preview__text--placeholder">{NEWSLETTER_TEXT.previewEmptyText}</p>
        )}
        <p className="text-center my-4">
          {/* A picture of the mail's button: it goes nowhere here. */}
          <span className="mail-preview__button">{btnTxt.trim() || ' '}</span>
        </p>
      </div>
      <figcaption className="mail-preview__footer">
        {NEWSLETTER_TEXT.previewFooter}
        <br />
        {NEWSLETTER_TEXT.previewUnsubscribe}
      </figcaption>
    </figure>
  );
}
