import type { ReactNode } from 'react';

interface PageHeaderProps {
  kicker?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The dark band that opens an inner page, holding its h1. */
export function PageHeader({ kicker, title, subtitle, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="container page-header__inner">
        {kicker && <p className="page-header__kicker">{kicker}</p>}
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
