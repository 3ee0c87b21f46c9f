import { useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { UserMenu } from '../../features/auth/UserMenu';
import { scrollToTop, ScrollToTop } from '../ScrollToTop';
import { SECTION_LINKS } from '../sectionLinks';
import { BrandLink } from './BrandLink';
import { CartLink } from './CartLink';
import { SkipLink } from './SkipLink';

const LINKS = [{ to: '/', label: 'Inicio' }, ...SECTION_LINKS] as const;

/** The shop's bar: brand, the public sections, the cart and the account menu; a hamburger on phones. */
export function PublicNavbar() {
  const [expanded, setExpanded] = useState(false);
  const follow = () => {
    setExpanded(false);
    scrollToTop();
  };
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <Navbar
        aria-label="Navegación principal"
        expand="lg"
        variant="dark"
        sticky="top"
        className="site-navbar"
        expanded={expanded}
        onToggle={setExpanded}
      >
        <Container>
          <BrandLink />
          <div className="d-flex align-items-center gap-2 order-lg-last ms-auto ms-lg-3">
            <CartLink />
            <Navbar.Toggle aria-controls="public-nav" label="Abrir menú de navegación" className="site-navbar__toggle" />
          </div>
          <Navbar.Collapse id="public-nav">
            <Nav className="mx-auto site-navbar__links">
              {LINKS.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.to === '/'} onClick={follow} className="site-navbar__link">
                  {link.label}
                </Nav.Link>
              ))}
            </Nav>
            <Nav className="site-navbar__account">
              <UserMenu />
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </>
  );
}
