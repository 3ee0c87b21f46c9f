import { createContext, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from '#lib/hydrated';

/**
 * Bootstrap's navbar markup with a few lines of state instead of react-bootstrap's Navbar, whose
 * transitions and dependencies weighed on every page's first load. On phones the links fold into a
 * panel opened by the toggler; anything inside can fold it again after following a link.
 */
interface NavbarState {
  expanded: boolean;
  collapse: () => void;
}

const NavbarContext = createContext<NavbarState>({ expanded: false, collapse: () => {} });

/** Folds the phone panel away (a no-op on wide screens, where it is always open). */
export function useCollapseNavbar(): () => void {
  return useContext(NavbarContext).collapse;
}

interface CollapsibleNavbarProps {
  /** Names the navigation landmark. */
  label: string;
  /** The id of the folding panel, for the toggler's aria-controls. */
  panelId: string;
  className: string;
  containerClassName?: string;
  /** Always visible: the brand, and on the public bar the cart beside the toggler. */
  start: ReactNode;
  /** Placed next to the toggler, outside the panel. */
  beforeToggler?: (toggler: ReactNode) => ReactNode;
  children: ReactNode;
}

export function CollapsibleNavbar({
  label,
  panelId,
  className,
  containerClassName = 'container',
  start,
  beforeToggler,
  children,
}: CollapsibleNavbarProps) {
  const [expanded, setExpanded] = useState(false);
  // In server-rendered markup the toggler does nothing until the bar is taken over.
  const hydrated = useHydrated();
  const toggler = (
    <button
      type="button"
      className={`navbar-toggler site-navbar__toggle ${expanded ? '' : 'collapsed'}`.trim()}
      aria-controls={panelId}
      aria-expanded={expanded}
      aria-label="Abrir menú de navegación"
      aria-disabled={hydrated ? undefined : true}
      onClick={() => setExpanded((open) => !open)}
    >
      <span className="navbar-toggler-icon" />
    </button>
  );
  return (
    <NavbarContext.Provider value={{ expanded, collapse: () => setExpanded(false) }}>
      <nav aria-label={label} className={`navbar navbar-expand-lg navbar-dark sticky-top ${className}`}>
        <div className={containerClassName}>
          {start}
          {beforeToggler ? beforeToggler(toggler) : toggler}
          <div id={panelId} className={`navbar-collapse collapse ${expanded ? 'show' : ''}`.trim()}>
            {children}
          </div>
        </div>
      </nav>
    </NavbarContext.Provider>
  );
}
