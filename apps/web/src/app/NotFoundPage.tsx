import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container py-5 text-center">
      <h1>Parece que te perdiste...</h1>
      <Link to="/" className="btn btn-warning mt-3">
        Volver al inicio
      </Link>
    </section>
  );
}
