import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@burgers/domain/schemas/contact';
import { api } from '#api/client';

/** POST /contact: the server stores the enquiry and mails it to the shop. */
export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactInput) => api<unknown>('/contact', { method: 'POST', body: message }),
  });
}
