import { useQuery } from '@tanstack/react-query';
import { whatsappPaths } from '@burgers/domain/routes/whatsapp-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /whatsapp: whether the shop sends WhatsApp notices (its Cloud API settings are set). */
export function useWhatsAppAvailability() {
  return useQuery({
    queryKey: queryKeys.whatsapp(),
    queryFn: ({ signal }) => callApi(whatsappPaths.available, { signal }),
    staleTime: 5 * 60_000,
  });
}
