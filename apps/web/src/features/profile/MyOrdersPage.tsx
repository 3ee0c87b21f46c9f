import { PageHeader } from '#components/PageHeader';
import { useSession } from '#stores/session';
import { PROFILE_TEXT } from './messages';
import { OrdersList } from './OrdersList';
import './profile.scss';

/** /mis-compras: the customer's orders, from the user menu. */
export default function MyOrdersPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <>
      <PageHeader kicker="Tu cuenta" title={PROFILE_TEXT.myOrders} />
      <div className="container py-4 py-lg-5">
        <div className="row justify-content-center">
          <div className="col-12 col-lg-9">
            <OrdersList userId={user.id} />
          </div>
        </div>
      </div>
    </>
  );
}
