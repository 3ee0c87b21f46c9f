/** WhatsApp notices (docs/api.md#whatsapp): the checkout's choice and whether the shop offers it. */
import { z } from './zod';
import { MSG } from '../messages';
import { WHATSAPP_MSG } from '../whatsapp-messages';

/** The longest phone accepted as typed ("+54 9 11 2345-6789" with spaces and dashes fits). */
export const PHONE_TYPED_MAX = 40;

/**
 * The checkout's contact fields: a cell phone as the customer types it (the server puts it in
 * E.164 with libphonenumber-js, Argentine unless it says otherwise) and `Avisame por WhatsApp`.
 */
export const whatsappChoiceShape = {
  phone: z
    .string({ error: WHATSAPP_MSG.phoneInvalid })
    .trim()
    .max(PHONE_TYPED_MAX, WHATSAPP_MSG.phoneInvalid)
    .optional(),
  whatsapp: z.boolean({ error: MSG.inputInvalid }).default(false),
};
