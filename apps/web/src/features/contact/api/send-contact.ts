import { useMutation } from '@tanstack/react-query';
import { backOfficePaths } from '@burgers/domain/routes/back-office-paths';
import type { ContactInput } from '@burgers/domain/schemas/contact';
import { callApi } from '#api/client';

/** POST /contact: the server stores the enquiry and mails it to the shop. */
export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactInput) => callApi(backOfficePaths.contact, { body: message }),
  });
}
