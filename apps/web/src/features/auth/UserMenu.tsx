import { useContext, type MouseEvent, type ReactNode } from 'react';
import { NavDropdown } from 'react-bootstrap';
import NavbarContext from 'react-bootstrap/NavbarContext';
import { Link, useLocation, useNavigate } from 'react-router';
import { FallbackImage } from '../../components/FallbackImage';
import { useSession } from '../../stores/session';
import { logout } from './logout';
import './user-menu.scss';

/** On phones the menu lives in the navbar's collapsed panel; leaving the page should fold it away. */
function useCloseNavbar(): () => void {
  const navbar = useContext(NavbarContext);
  return () => {
    if (navbar?.expanded) navbar.onToggle();
  };
}

/** A dropdown item that keeps a real href (open in a new tab works) but navigates inside the app. */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const closeNavbar = useCloseNavbar();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    closeNavbar();
    void navigate(to);
  };
  return (
    <NavDropdown.Item href={to} onClick={follow}>
      {children}
    </NavDropdown.Item>
  );
}

const GUEST_PAGES = new Set(['/userlogin', '/userlogin/oidc', '/registeruser']);

/** The navbar's account corner (SPEC §2 Navigation): 'Ingresar' when logged out, the user's menu when in. */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const closeNavbar = useCloseNavbar();
  const { pathname } = useLocation();

  if (!user) {
    // The login and register pages are what this dropdown offers, and each links to the other:
    // there the page's own 'Ingresar' button is the only one.
    if (GUEST_PAGES.has(pathname.replace(/\/$/, '').toLowerCase())) return null;
    return (
      <NavDropdown title="Ingresar" id="user-menu-guest" align="end" className="user-menu">
        <MenuLink to="/userlogin">Iniciar sesión</MenuLink>
        <MenuLink to="/registeruser">Registrarse</MenuLink>
      </NavDropdown>
    );
  }

  const name = user.firstName || 'Usuario';
  return (
    <div className="user-menu d-flex flex-column flex-lg-row align-items-center gap-2">
      {user.role === 'admin' && (
        <Link to="/adminhome" className="btn btn-primary btn-sm user-menu__staff order-last order-lg-first">
          Panel Admin
        </Link>
      )}
      {user.role === 'employee' && (
        <Link to="/employeehome" className="btn btn-primary btn-sm user-menu__staff order-last order-lg-first">
          Empleado
        </Link>
      )}
      <NavDropdown
        id="user-menu"
        align="end"
        title={
          <span className="d-inline-flex align-items-center gap-2">
            <FallbackImage src={user.imgUri} alt="" kind="profile" className="user-menu__avatar" />
            <span className="user-menu__name">{name}</span>
          </span>
        }
      >
        <MenuLink to="/userprofiledashboard">Mi perfil</MenuLink>
        <MenuLink to="/userfavorites">Favoritos</MenuLink>
        <NavDropdown.Divider />
        <NavDropdown.Item
          as="button"
          type="button"
          onClick={() => {
            closeNavbar();
            logout(navigate);
          }}
        >
          Salir
        </NavDropdown.Item>
      </NavDropdown>
    </div>
  );
}
