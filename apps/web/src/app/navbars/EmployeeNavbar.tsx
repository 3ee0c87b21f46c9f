export function EmployeeNavbar() {
  return <nav aria-label="Navegación principal" className="navbar navbar-dark bg-dark px-3"><a className="navbar-brand" href="/">Burgers Devoto</a></nav>;
}
