import { useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { FiLogOut } from 'react-icons/fi';
import { Link, NavLink } from 'react-router';
import { StaffStoreNotice } from '../../components/store/StaffStoreNotice';
import { BrandLink } from './BrandLink';
import { SkipLink } from './SkipLink';

export interface StaffLink {
  to: string;
  label: string;
}

interface StaffNavbarProps {
  /** Shown beside the brand: 'Panel Admin', 'Cocina'. */
  tag: string;
  /** Names the navigation landmark. */
  label: string;
  links: readonly StaffLink[];
  id: string;
}

/** The bar of the admin and employee areas: their sections and a leave link back to the shop (SPEC §2). */
export function StaffNavbar({ tag, label, links, id }: StaffNavbarProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <SkipLink />
      <Navbar aria-label={label} expand="lg" variant="dark" sticky="top" className="site-navbar site-navbar--staff" expanded={expanded} onToggle={setExpanded}>
        <Container fluid="xl">
          <BrandLink tag={tag} />
          <Navbar.Toggle aria-controls={id} label="Abrir menú de navegación" className="site-navbar__toggle" />
          <Navbar.Collapse id={id}>
            <Nav className="ms-lg-4 me-auto site-navbar__links">
              {links.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to} onClick={() => setExpanded(false)} className="site-navbar__link">
                  {link.label}
                </Nav.Link>
              ))}
            </Nav>
            <Link to="/" className="btn btn-outline-light btn-sm site-navbar__leave" onClick={() => setExpanded(false)}>
              <FiLogOut aria-hidden="true" className="me-2" />
              Salir del panel
            </Link>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <StaffStoreNotice />
    </>
  );
}
