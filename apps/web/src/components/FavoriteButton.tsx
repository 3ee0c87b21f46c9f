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

interface HeartProps extends FavoriteButtonProps {
  isFavorite: boolean;
  onClick(): void;
}

function Heart({ productName, className = '', isFavorite, onClick }: HeartProps) {
  const hydrated = useHydrated();
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

/** A visitor's heart offers the login page: none of the favourites' query and saving runs for it. */
function VisitorHeart(props: FavoriteButtonProps) {
  const promptLogin = useLoginPrompt();
  return <Heart {...props} isFavorite={false} onClick={promptLogin} />;
}

/** A logged-in user's heart shows and toggles the product in the user's favourites. */
function UserHeart(props: FavoriteButtonProps) {
  const favorites = useFavorites();
  return (
    <Heart
      {...props}
      isFavorite={favorites.ids.includes(props.productId)}
      onClick={() => favorites.toggle(props.productId)}
    />
  );
}

/**
 * The heart: toggles a favourite for a logged-in user, offers the login page otherwise
 * (docs/product/customer-area.md#favourites). A visitor's (every server-rendered page's, and a
 * menu has a dozen) is a plain button: the favourites' query and save are set up for users only.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const loggedIn = useSession((s) => s.user !== null);
  return loggedIn ? <UserHeart {...props} /> : <VisitorHeart {...props} />;
}
