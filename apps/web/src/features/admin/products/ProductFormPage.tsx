import { useQuery } from '@tanstack/react-query';
import { FaArrowLeft } from 'react-icons/fa';
import { Link, useLocation, useParams } from 'react-router';
import type { ProductType } from '@burgers/domain/constants';
import type { Product } from '@burgers/domain/types';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { PATHS } from '#lib/paths';
import { editedProductQuery } from './api/edited-product';
import { FORM_TEXT, PRODUCTS_TEXT } from './messages';
import { typeOfPath, TYPE_NAMES } from './product-types';
import { ProductForm } from './ProductForm';
import './admin-products.scss';

function FormLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageHeader kicker={PRODUCTS_TEXT.listKicker} title={title}>
        <Link to={PATHS.adminProducts} className="btn btn-outline-light mt-3">
          <FaArrowLeft className="me-2" aria-hidden="true" />
          {PRODUCTS_TEXT.back}
        </Link>
      </PageHeader>
      <div className="container py-4 py-md-5">{children}</div>
    </>
  );
}

function EditProduct({ id }: { id: string }) {
  const { data: product, isPending, isError } = useQuery(editedProductQuery(id));
  if (isPending) return <PageLoader />;
  if (isError) return <EmptyState title={FORM_TEXT.notFoundTitle} text={FORM_TEXT.notFoundText} />;
  return <ProductFormFor type={product.type} product={product} />;
}

function ProductFormFor({ type, product }: { type: ProductType; product: Product | null }) {
  // A fresh form per product, so its starting values are the loaded ones.
  return <ProductForm key={product?.id ?? type} type={type} product={product} />;
}

/**
 * Every create path (/adminCreateBurger, ...) and /adminEditProducts/:id: the type comes from the
 * path, or from the loaded product when editing (docs/product/admin.md#product-forms).
 */
export default function ProductFormPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const createType = typeOfPath(pathname);
  const { data: edited } = useQuery({ ...editedProductQuery(id ?? ''), enabled: id !== undefined });

  const what = createType ? TYPE_NAMES[createType] : edited ? TYPE_NAMES[edited.type] : 'producto';
  const title = createType ? FORM_TEXT.createTitle(what) : FORM_TEXT.editTitle(what);

  return (
    <FormLayout title={title}>
      {createType ? <ProductFormFor type={createType} product={null} /> : id ? <EditProduct id={id} /> : null}
    </FormLayout>
  );
}
