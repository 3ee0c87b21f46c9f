import { useQuery } from '@tanstack/react-query';
import type { WhatsAppAvailability } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /whatsapp: whether the shop sends WhatsApp notices (its Cloud API settings are set). */
export function useWhatsAppAvailability() {
  return useQuery({
    queryKey: queryKeys.whatsapp(),
    queryFn: () => api<WhatsAppAvailability>('/whatsapp'),
    staleTime: 5 * 60_000,
  });
}
