import { useFavorites } from '#api/favorites';
import { useLoginPrompt } from '#lib/alerts';
import { useHydrated } from '#lib/hydrated';
import { useSession } from '#stores/session';
import { FaHeart } from './icons/FaHeart';
import { FaRegHeart } from './icons/FaRegHeart';

interface FavoriteButtonProps {
  productId: number;
  productName: string;
  className?: string;
}

/** The heart: toggles a favourite for a logged-in user, offers the login page otherwise (docs/product/customer-area.md#favourites). */
export function FavoriteButton({ productId, productName, className = '' }: FavoriteButtonProps) {
  const loggedIn = useSession((s) => s.user !== null);
  const favorites = useFavorites();
  const isFavorite = favorites.ids.includes(productId);
  const promptLogin = useLoginPrompt();
  const hydrated = useHydrated();

  const onClick = () => {
    if (!loggedIn) {
      promptLogin();
      return;
    }
    favorites.toggle(productId);
  };

  return (
    <button
      type="button"
      className={`favorite-btn ${isFavorite ? 'is-active' : ''} ${className}`.trim()}
      onClick={onClick}
      aria-pressed={isFavorite}
      aria-disabled={hydrated ? undefined : true}
      aria-label={`Favorito: ${productName}`}
      title={isFavorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
    >
      {isFavorite ? <FaHeart aria-hidden="true" /> : <FaRegHeart aria-hidden="true" />}
    </button>
  );
}
