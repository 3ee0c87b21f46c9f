export function Footer() {
  return <footer className="bg-dark text-light p-4">Burgers Devoto</footer>;
}
