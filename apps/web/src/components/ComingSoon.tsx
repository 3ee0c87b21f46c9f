/** Placeholder for a section that is not open yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">{title}</h1>
      <p className="text-muted">Próximamente</p>
    </section>
  );
}
