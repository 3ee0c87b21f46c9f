import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FaArrowLeft } from 'react-icons/fa';
import { Link } from 'react-router';
import { todayInStore } from '@burgers/domain/coupons';
import { catalogueQuery } from '#api/catalogue';
import { couponsQuery } from '#api/coupons';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { PATHS } from '#lib/paths';
import { CouponForm } from './CouponForm';
import { CouponList, type CouponSelection } from './CouponList';
import { COUPON_ADMIN_TEXT as T } from './messages';
import './admin-coupons.scss';

const STACKED = '(max-width: 991.98px)';

/** /admincupon: the coupon list beside the editor of the chosen coupon and its live preview (docs/product/admin.md#coupons). */
export default function AdminCouponsPage() {
  const coupons = useQuery(couponsQuery);
  const products = useQuery(catalogueQuery);
  const [chosen, setChosen] = useState<CouponSelection | null>(null);
  const today = todayInStore();

  // Stacked layouts put the editor below the list: bring it into view once the choice is drawn.
  const choose = (selection: CouponSelection) => {
    setChosen(selection);
    if (window.matchMedia(STACKED).matches) {
      requestAnimationFrame(() => document.getElementById('coupon-editor-title')?.scrollIntoView({ block: 'start' }));
    }
  };

  const list = coupons.data ?? [];
  // Until the admin picks one, the first coupon is open; a deleted one falls back the same way.
  const current = chosen === 'new' ? null : (list.find((coupon) => coupon.id === chosen) ?? list[0] ?? null);
  const selection: CouponSelection | null = chosen === 'new' || !current ? 'new' : current.id;

  return (
    <div className="admin-coupons">
      <PageHeader kicker={T.kicker} title={T.title} subtitle={T.subtitle}>
        <Link to={PATHS.adminHome} className="btn btn-outline-light mt-3">
          <FaArrowLeft className="me-2" aria-hidden="true" />
          {T.back}
        </Link>
      </PageHeader>
      <div className="container py-4 py-lg-5">
        {coupons.isPending || products.isPending ? (
          <PageLoader />
        ) : coupons.isError || products.isError ? (
          <Alert variant="danger">{T.loadFailed}</Alert>
        ) : (
          <div className="admin-coupons__layout">
            <CouponList coupons={list} selected={selection} today={today} onSelect={choose} />
            <CouponForm
              // A fresh form per coupon, so its starting values are the coupon's.
              key={selection}
              coupon={current}
              products={products.data}
              today={today}
              onCreated={(saved) => setChosen(saved.id)}
              onDeleted={() => setChosen(null)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
