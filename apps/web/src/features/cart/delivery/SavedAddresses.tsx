import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { deliveryPaths } from '@burgers/domain/routes/delivery-paths';
import { callApi } from '#api/client';
import { useDelivery } from '#stores/delivery';
import { useSession } from '#stores/session';
import { DELIVERY_TEXT } from './messages';

const addressesKey = (userId: number) => ['delivery', 'addresses', userId] as const;

/** A signed-in customer picks one of their saved addresses, or keeps the one typed for next time. */
export function SavedAddresses() {
  const userId = useSession((s) => (s.user?.role === 'customer' ? s.user.id : undefined));
  const address = useDelivery((s) => s.address);
  const pin = useDelivery((s) => s.pin);
  const setAddress = useDelivery((s) => s.setAddress);
  const setPin = useDelivery((s) => s.setPin);
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: addressesKey(userId ?? 0),
    queryFn: ({ signal }) => callApi(deliveryPaths.addresses, { params: { id: userId ?? 0 }, signal }),
    enabled: userId !== undefined,
  });
  const save = useMutation({
    mutationFn: () =>
      callApi(deliveryPaths.saveAddress, { params: { id: userId ?? 0 }, body: { ...address, ...pin, label: '' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(userId ?? 0) }),
  });
  if (userId === undefined) return null;
  const list = saved.data ?? [];
  const complete = pin !== null && address.street.trim() !== '';
  const known = list.some((item) => item.street === address.street.trim() && pin && item.lat === pin.lat);
  return (
    <div className="mb-2">
      {list.length > 0 && (
        <Form.Select
          size="sm"
          aria-label={DELIVERY_TEXT.savedAddresses}
          className="mb-2"
          value=""
          onChange={(event) => {
            const chosen = list.find((item) => String(item.id) === event.target.value);
            if (!chosen) return;
            const { street, floor, apartment, betweenStreets, note, lat, lng } = chosen;
            setAddress({ street, floor, apartment, betweenStreets, note });
            setPin({ lat, lng });
          }}
        >
          <option value="">{DELIVERY_TEXT.savedAddresses}</option>
          {list.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label ? `${item.label}: ${item.street}` : item.street}
            </option>
          ))}
        </Form.Select>
      )}
      {complete && !known && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          disabled={save.isPending}
          onClick={() => save.mutate()}
        >
          {DELIVERY_TEXT.saveAddress}
        </button>
      )}
    </div>
  );
}
