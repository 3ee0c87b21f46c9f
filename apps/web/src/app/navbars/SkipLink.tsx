/** Lets keyboard users jump over the navigation to the page's content. */
export function SkipLink() {
  return (
    <a href="#contenido" className="skip-link">
      Saltar al contenido
    </a>
  );
}
