import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FallbackImage } from '#components/FallbackImage';
import { useCollapseNavbar } from '#components/nav/CollapsibleNavbar';
import { NavDropdown } from '#components/nav/NavDropdown';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { logout } from './logout';
import './user-menu.scss';

/** A dropdown item that keeps a real href (open in a new tab works) but navigates inside the app. */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const closeNavbar = useCollapseNavbar();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    closeNavbar();
    void navigate(to);
  };
  return (
    <a href={to} className="dropdown-item" onClick={follow}>
      {children}
    </a>
  );
}

const GUEST_PAGES = new Set<string>([
  PATHS.login.toLowerCase(),
  PATHS.socialLogin.toLowerCase(),
  PATHS.register.toLowerCase(),
]);

/** The navbar's account corner (docs/product/storefront.md#navigation-bars): 'Ingresar' when logged out, the user's menu when in. */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const closeNavbar = useCollapseNavbar();
  const { pathname } = useLocation();

  if (!user) {
    // The login and register pages are what this dropdown offers, and each links to the other:
    // there the page's own 'Ingresar' button is the only one.
    if (GUEST_PAGES.has(pathname.replace(/\/$/, '').toLowerCase())) return null;
    return (
      <NavDropdown title="Ingresar" id="user-menu-guest" className="user-menu">
        <MenuLink to={PATHS.login}>Iniciar sesión</MenuLink>
        <MenuLink to={PATHS.register}>Registrarse</MenuLink>
      </NavDropdown>
    );
  }

  const name = user.firstName || 'Usuario';
  return (
    <div className="user-menu d-flex flex-column flex-lg-row align-items-center gap-2">
      {user.role === 'admin' && (
        <Link to={PATHS.adminHome} className="btn btn-primary btn-sm user-menu__staff order-last order-lg-first">
          Panel Admin
        </Link>
      )}
      {user.role === 'employee' && (
        <Link to={PATHS.employeeHome} className="btn btn-primary btn-sm user-menu__staff order-last order-lg-first">
          Empleado
        </Link>
      )}
      <NavDropdown
        id="user-menu"
        title={
          <span className="d-inline-flex align-items-center gap-2">
            <FallbackImage src={user.imgUri} alt="" kind="profile" className="user-menu__avatar" />
            <span className="user-menu__name">{name}</span>
          </span>
        }
      >
        <MenuLink to={PATHS.profile}>Mi perfil</MenuLink>
        <MenuLink to={PATHS.myOrders}>Mis compras</MenuLink>
        <MenuLink to={PATHS.myPoints}>Mis puntos</MenuLink>
        <MenuLink to={PATHS.favorites}>Favoritos</MenuLink>
        <hr className="dropdown-divider" />
        <button
          type="button"
          className="dropdown-item"
          onClick={() => {
            closeNavbar();
            logout(navigate);
          }}
        >
          Salir
        </button>
      </NavDropdown>
    </div>
  );
}
