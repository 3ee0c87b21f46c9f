import type { ReactNode } from 'react';
import './auth.scss';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The shared frame of the account screens: a warm brand panel beside (or above, on phones) the form card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <section className="auth-page">
      <div className="container py-4 py-md-5">
        <div className="auth-page__frame row g-0 shadow-lg">
          <div
            className="auth-page__brand col-lg-5 d-flex flex-column justify-content-center p-4 p-lg-5"
            aria-hidden="true"
          >
            <span className="auth-page__badge">Burgers Devoto</span>
            <p className="auth-page__claim display-font mb-0">Hechas a la parrilla, pensadas para vos.</p>
            <div className="auth-page__burger">
              <span className="auth-page__bun auth-page__bun--top" />
              <span className="auth-page__layer auth-page__layer--lettuce" />
              <span className="auth-page__layer auth-page__layer--cheese" />
              <span className="auth-page__layer auth-page__layer--patty" />
              <span className="auth-page__bun auth-page__bun--bottom" />
            </div>
          </div>
          <div className="auth-page__card col-lg-7 bg-white p-4 p-md-5">
            <h1 className="auth-page__title mb-1">{title}</h1>
            {subtitle && <p className="text-body-secondary mb-4">{subtitle}</p>}
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
