import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface NavDropdownProps {
  /** The toggle's content; also its accessible name. */
  title: ReactNode;
  id?: string;
  className?: string;
  /** Items: links and buttons with the `dropdown-item` class; choosing one closes the menu. */
  children: ReactNode;
}

/**
 * A navbar dropdown in Bootstrap's markup: a toggle button and its menu, closed by choosing an
 * item, Escape (focus goes back to the toggle) or a click elsewhere. Small on purpose: the shell
 * is on every page's first load, and this replaces a popper-based component.
 */
export function NavDropdown({ title, id, className = '', children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const generatedId = useId();
  const toggleId = id ?? generatedId;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`nav-item dropdown ${open ? 'show' : ''} ${className}`.trim()}>
      <button
        ref={toggle}
        id={toggleId}
        type="button"
        className="dropdown-toggle nav-link"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </button>
      <div
        className={`dropdown-menu dropdown-menu-end ${open ? 'show' : ''}`.trim()}
        aria-labelledby={toggleId}
        data-bs-popper="static"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
