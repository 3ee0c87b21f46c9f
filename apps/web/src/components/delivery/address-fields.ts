// Kept apart from AddressPicker: the cart's store needs the shape, not the map.
/** The address as typed: every field text, none required until the server checks it. */
export interface AddressFields {
  street: string;
  floor: string;
  apartment: string;
  betweenStreets: string;
  note: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressFields = {
  street: '',
  floor: '',
  apartment: '',
  betweenStreets: '',
  note: '',
  phone: '',
};
