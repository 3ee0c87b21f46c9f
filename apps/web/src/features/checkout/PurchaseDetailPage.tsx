import type { IconType } from 'react-icons';
import { FaCheckCircle, FaClock, FaHourglassHalf } from 'react-icons/fa';
import { Link, useParams } from 'react-router';
import { formatTotal } from '@burgers/domain/pricing';
import type { PaymentStatus } from '@burgers/domain/types';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { usePurchaseInfo } from './api/purchase-info';
import { CHECKOUT_TEXT, installmentsText } from './messages';
import { PageNotice } from './PageNotice';
import './checkout.scss';

interface StatusView {
  tone: 'approved' | 'in-process' | 'pending';
  title: string;
  text: string;
  Icon: IconType;
}

/** SPEC §4: approved is a successful transaction, in_process is in process, anything else pending. */
function statusView(status: PaymentStatus | string): StatusView {
  if (status === 'approved') {
    return { tone: 'approved', title: CHECKOUT_TEXT.approvedTitle, text: CHECKOUT_TEXT.approvedText, Icon: FaCheckCircle };
  }
  if (status === 'in_process') {
    return { tone: 'in-process', title: CHECKOUT_TEXT.inProcessTitle, text: CHECKOUT_TEXT.inProcessText, Icon: FaHourglassHalf };
  }
  return { tone: 'pending', title: CHECKOUT_TEXT.pendingTitle, text: CHECKOUT_TEXT.pendingText, Icon: FaClock };
}

/** /user/purchaseDetail/:id: the payment's state, installments, items and total. */
export default function PurchaseDetailPage() {
  const { id = '' } = useParams();
  const purchase = usePurchaseInfo(id);

  if (purchase.isPending) return <PageLoader />;
  if (purchase.isError) {
    return (
      <PageNotice
        title={CHECKOUT_TEXT.loadFailed}
        text={CHECKOUT_TEXT.loadFailedText}
        to="/userprofiledashboard"
        action={CHECKOUT_TEXT.myPurchases}
      />
    );
  }

  const info = purchase.data;
  const view = statusView(info.status);
  const items = info.additional_info.items;

  return (
    <>
      <PageHeader
        kicker={`${CHECKOUT_TEXT.purchaseNumber} ${info.id}`}
        title={CHECKOUT_TEXT.detailTitle}
      />
      <div className="container py-4 py-lg-5 checkout-page">
        <div className="row justify-content-center">
          <div className="col-12 col-lg-9 d-grid gap-4">
            <section className={`purchase-status purchase-status--${view.tone} card shadow-sm`} aria-live="polite">
              <div className="card-body p-4 d-flex flex-column flex-sm-row align-items-center gap-3 text-center text-sm-start">
                <view.Icon className="purchase-status__icon" aria-hidden="true" />
                <div>
                  <h2 className="h2 mb-1">{view.title}</h2>
                  <p className="mb-0">{view.text}</p>
                  {info.simulated && <p className="badge text-bg-warning mt-2 mb-0 purchase-status__simulated">{CHECKOUT_TEXT.simulated}</p>}
                  {info.installments > 1 && (
                    <p className="mb-0 mt-2 fw-semibold">
                      {installmentsText(info.installments, formatTotal(info.transaction_details.installment_amount))}
                    </p>
                  )}
                </div>
              </div>
            </section>

            <section className="card shadow-sm" aria-labelledby="purchase-items-title">
              <div className="card-body p-4">
                <h2 id="purchase-items-title" className="h3 mb-3">
                  {CHECKOUT_TEXT.summaryTitle}
                </h2>
                {/* On a phone the unit price moves under the product name so the table keeps to two columns. */}
                <table className="table align-middle mb-0 purchase-items">
                  <thead>
                    <tr>
                      <th scope="col">{CHECKOUT_TEXT.product}</th>
                      <th scope="col" className="text-center d-none d-sm-table-cell">
                        {CHECKOUT_TEXT.quantity}
                      </th>
                      <th scope="col" className="text-end d-none d-sm-table-cell">
                        {CHECKOUT_TEXT.unitPrice}
                      </th>
                      <th scope="col" className="text-end">
                        {CHECKOUT_TEXT.lineTotal}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.id}>
                        <th scope="row">
                          {item.title}
                          <span className="d-block d-sm-none small text-body-secondary">
                            {item.quantity} x {formatTotal(item.unit_price)}
                          </span>
                        </th>
                        <td className="text-center d-none d-sm-table-cell">{item.quantity}</td>
                        <td className="text-end d-none d-sm-table-cell">{formatTotal(item.unit_price)}</td>
                        <td className="text-end text-nowrap">{formatTotal(item.unit_price * item.quantity)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3} className="text-end d-none d-sm-table-cell">
                        {CHECKOUT_TEXT.total}
                      </th>
                      <th scope="row" className="d-sm-none">
                        {CHECKOUT_TEXT.total}
                      </th>
                      <td className="text-end text-nowrap fs-5 fw-semibold" data-testid="purchase-total">
                        {formatTotal(info.transaction_amount)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </section>

            <div className="d-flex flex-wrap justify-content-center gap-2">
              {info.status === 'approved' && (
                <Link to={`/calificanos/${encodeURIComponent(info.id)}`} className="btn btn-primary btn-lg fw-semibold">
                  {CHECKOUT_TEXT.review}
                </Link>
              )}
              <Link to="/userprofiledashboard" className="btn btn-outline-secondary btn-lg">
                {CHECKOUT_TEXT.myPurchases}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
