import { messages } from '#messages';
import { brandedMail, type MailContent } from './templates';

export interface NewsletterIssue {
  title: string;
  description: string;
  btnTxt: string;
}

/**
 * One subscriber's copy of a newsletter: the admin's title and text, a button to the shop, and that
 * subscriber's own unsubscribe link in the footer.
 */
export function newsletterMail(
  issue: NewsletterIssue,
  links: { shopUrl: string; unsubscribeUrl: string },
): MailContent {
  return brandedMail({
    subject: issue.title,
    greeting: issue.title,
    // The admin writes in a textarea: blank lines and line breaks become paragraphs.
    paragraphs: issue.description
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    action: { label: issue.btnTxt, url: links.shopUrl },
    footerLink: {
      text: messages.newsletterWhyReceived,
      label: messages.newsletterUnsubscribeLabel,
      url: links.unsubscribeUrl,
    },
  });
}
