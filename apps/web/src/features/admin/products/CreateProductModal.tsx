import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { PRODUCTS_TEXT } from './messages';
import { CREATE_CHOICES, CREATE_PATHS } from './product-types';

interface CreateProductModalProps {
  show: boolean;
  onHide(): void;
}

/** docs/product/admin.md#products: the admin chooses the type of product, then fills that type's form. */
export function CreateProductModal({ show, onHide }: CreateProductModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="create-product-title">
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title id="create-product-title" as="h2" className="h3">
          {PRODUCTS_TEXT.createModalTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="create-product-choices list-unstyled mb-0">
          {CREATE_CHOICES.map(({ type, label }) => (
            <li key={type}>
              <Link to={CREATE_PATHS[type]} className="btn btn-outline-dark w-100">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Modal.Body>
    </Modal>
  );
}
