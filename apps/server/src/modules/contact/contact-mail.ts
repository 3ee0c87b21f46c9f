import { CONTACT_SUBJECTS } from '@burgers/domain/constants';
import { brandedMail, type MailContent } from '#adapters/mail/templates';
import { messages } from '#messages';
import type { ContactMessage } from './repo';

export function subjectLabel(subject: number): string {
  return CONTACT_SUBJECTS.find((option) => option.value === subject)?.label ?? String(subject);
}

/**
 * The mail the store receives for a contact message. The mailer has no reply-to, so the sender's
 * address is in the body and the button opens a reply to them.
 */
export function contactMail(contact: ContactMessage): MailContent {
  const topic = subjectLabel(contact.subject);
  const sender = `${contact.userName} ${contact.userSurname}`;
  const replySubject = encodeURIComponent(`Re: ${topic}`);
  return brandedMail({
    subject: `${messages.contactMailSubject}: ${topic} · ${sender}`,
    greeting: messages.contactMailGreeting,
    paragraphs: [
      `${messages.contactMailFrom}: ${sender}`,
      `${messages.contactMailEmail}: ${contact.email}`,
      `${messages.contactMailPhone}: ${contact.telephone}`,
      `${messages.contactMailTopic}: ${topic}`,
      `${messages.contactMailMessage}:`,
      ...contact.message.split(/\r?\n/).filter((line) => line.trim()),
    ],
    action: { label: messages.contactMailReply, url: `mailto:${contact.email}?subject=${replySubject}` },
    footnote: messages.contactMailFootnote,
  });
}
