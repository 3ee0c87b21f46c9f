import type { ContactData } from '@burgers/domain/schemas/contact';
import type { Tx } from '#db/client';
import { contactMessages } from '#db/schema';

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Tx, data: ContactData): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      userName: data.user_name,
      userSurname: data.user_surname,
      email: data.email,
      telephone: data.telephone,
      subject: data.subject,
      message: data.message,
    })
    .returning();
  if (!row) throw new Error('contact message not stored');
  return row;
}
