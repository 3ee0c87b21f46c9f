import { Link, NavLink } from 'react-router';
import { FiLogOut } from '#components/icons/FiLogOut';
import { CollapsibleNavbar, useCollapseNavbar } from '#components/nav/CollapsibleNavbar';
import { StaffStoreNotice } from '#components/store/StaffStoreNotice';
import { PATHS } from '#lib/paths';
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

function StaffLinks({ links }: { links: readonly StaffLink[] }) {
  const collapse = useCollapseNavbar();
  return (
    <>
      <div className="navbar-nav ms-lg-4 me-auto site-navbar__links">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} onClick={collapse} className="nav-link site-navbar__link">
            {link.label}
          </NavLink>
        ))}
      </div>
      <Link to={PATHS.home} className="btn btn-outline-light btn-sm site-navbar__leave" onClick={collapse}>
        <FiLogOut aria-hidden="true" className="me-2" />
        Salir del panel
      </Link>
    </>
  );
}

/** The bar of the admin and employee areas: their sections and a leave link back to the shop (docs/product/storefront.md#navigation-bars). */
export function StaffNavbar({ tag, label, links, id }: StaffNavbarProps) {
  return (
    <>
      <SkipLink />
      <CollapsibleNavbar
        label={label}
        panelId={id}
        className="site-navbar site-navbar--staff"
        containerClassName="container-xl"
        start={<BrandLink tag={tag} />}
      >
        <StaffLinks links={links} />
      </CollapsibleNavbar>
      <StaffStoreNotice />
    </>
  );
}
