import { Form, Spinner } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useUploadImage } from '#api/uploads';
import { FallbackImage } from '#components/FallbackImage';
import { errorAlert } from '#lib/alerts';
import { PRODUCTS_TEXT } from './messages';

interface ImageFieldProps {
  value: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  onUploaded(url: string): void;
}

/** The product's picture: upload a file (POST /uploads -> secure_url) or paste an address. */
export function ImageField({ value, error, registration, onUploaded }: ImageFieldProps) {
  const upload = useUploadImage();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Imagen</legend>
      <div className="d-flex gap-3 align-items-start">
        <FallbackImage
          src={value || null}
          alt="Vista previa de la imagen"
          kind="product"
          className="product-form__preview"
        />
        <div className="flex-grow-1">
          <Form.Group className="mb-2" controlId="product-image-file">
            <Form.Label className="small mb-1">Subir archivo</Form.Label>
            <Form.Control
              type="file"
              accept="image/*"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = (event.target as HTMLInputElement).files?.[0];
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: onUploaded,
                  onError: () => void errorAlert(PRODUCTS_TEXT.uploadFailed),
                });
              }}
            />
          </Form.Group>
          {upload.isPending && (
            <p className="small mb-2" role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Subiendo imagen...
            </p>
          )}
          <Form.Group controlId="product-imgUri">
            <Form.Label className="small mb-1">O pegá la dirección de la imagen</Form.Label>
            <Form.Control
              type="text"
              inputMode="url"
              isInvalid={Boolean(error)}
              aria-describedby={error ? 'product-imgUri-error' : undefined}
              {...registration}
            />
            <Form.Control.Feedback type="invalid" id="product-imgUri-error">
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        </div>
      </div>
    </fieldset>
  );
}
