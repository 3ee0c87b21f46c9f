import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { CollapsibleNavbar, useCollapseNavbar } from '#components/nav/CollapsibleNavbar';
import { UserMenu } from '#features/auth/UserMenu';
import { PATHS } from '#lib/paths';
import { BrandLink } from './BrandLink';
import { CartLink } from './CartLink';
import { SkipLink } from './SkipLink';
import { scrollToTop, ScrollToTop } from '../ScrollToTop';
import { SECTION_LINKS } from '../section-links';

const LINKS = [{ to: PATHS.home, label: 'Inicio' }, ...SECTION_LINKS] as const;

function PublicLinks() {
  const collapse = useCollapseNavbar();
  const follow = () => {
    collapse();
    scrollToTop();
  };
  return (
    <div className="navbar-nav mx-auto site-navbar__links">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.to === '/'}
          onClick={follow}
          className="nav-link site-navbar__link"
        >
          {link.label}
        </NavLink>
      ))}
    </div>
  );
}

/** The shop's bar: brand, the public sections, the cart and the account menu; a hamburger on phones. */
export function PublicNavbar() {
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      {/* A boundary of its own: React hydrates the bar apart from the page, first when it is touched. */}
      <Suspense fallback={null}>
        <CollapsibleNavbar
          label="Navegación principal"
          panelId="public-nav"
          className="site-navbar"
          start={<BrandLink />}
          beforeToggler={(toggler) => (
            <div className="d-flex align-items-center gap-2 order-lg-last ms-auto ms-lg-3">
              <CartLink />
              {toggler}
            </div>
          )}
        >
          <PublicLinks />
          <div className="navbar-nav site-navbar__account">
            <UserMenu />
          </div>
        </CollapsibleNavbar>
      </Suspense>
    </>
  );
}
