import { CART_NOTE_MAX_EXCLUSIVE } from '@burgers/domain/constants';
import { useCart } from '#stores/cart';

/** The note for the kitchen, taken only while shorter than 150 characters (docs/product/cart.md#the-note). */
export function CartNote() {
  const note = useCart((s) => s.note);
  const setNote = useCart((s) => s.setNote);
  const limit = CART_NOTE_MAX_EXCLUSIVE - 1;
  return (
    <div className="cart-note">
      <label htmlFor="cart-note" className="form-label fw-semibold">
        Nota para la cocina
      </label>
      <textarea
        id="cart-note"
        className="form-control"
        rows={3}
        placeholder="Sin cebolla, bien cocida, tocar timbre 2B..."
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby="cart-note-count"
      />
      <p id="cart-note-count" className="cart-note__count">
        {note.length}/{limit}
      </p>
    </div>
  );
}
