import { emailText, personName, requiredText, wholeNumber } from './fields';
import { z } from './zod';
import { CONTACT_MESSAGE_MAX, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';

/** Digits only, 10 or more (20 at most); empty is left to the "required" message. */
const PHONE_PATTERN = new RegExp(`^(\\d{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}})?$`);

/** One of the four topics; the select hands it over as its digit. */
const subjectField = wholeNumber(MSG.contactSubjectRequired, 1, 4).pipe(
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: MSG.contactSubjectRequired }),
);

/** The contact form (docs/product/messages.md#contact-form) and the body of POST /contact. */
export const contactSchema = z.object({
  user_name: personName(MSG.contactNameRequired, MSG.contactNameInvalid),
  user_surname: personName(MSG.contactSurnameRequired, MSG.contactSurnameInvalid),
  // A contact address is kept as typed (only trimmed): it is only replied to.
  email: emailText(MSG.contactEmailRequired, MSG.contactEmailInvalid),
  telephone: z
    .string({ error: MSG.contactPhoneRequired })
    .trim()
    .min(1, MSG.contactPhoneRequired)
    .regex(PHONE_PATTERN, MSG.contactPhoneInvalid),
  subject: subjectField,
  message: requiredText(MSG.contactMessageRequired, CONTACT_MESSAGE_MAX, MSG.contactMessageTooLong),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
