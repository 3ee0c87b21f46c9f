import { Form, Spinner } from 'react-bootstrap';
import { errorText } from '#api/client';
import { useUploadImage } from '#api/uploads';
import { errorAlert } from '#lib/alerts';
import { COUPON_ADMIN_TEXT as T } from './messages';

interface ImageFieldProps {
  onUploaded(url: string): void;
  onUploadingChange(uploading: boolean): void;
}

/** Picks a picture and uploads it at once; the coupon keeps its image until one is uploaded. */
export function ImageField({ onUploaded, onUploadingChange }: ImageFieldProps) {
  const upload = useUploadImage();

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => void errorAlert(errorText(error, ''), T.imageFailed),
      onSettled: () => {
        onUploadingChange(false);
        // The same file may be chosen again after a failure.
        input.value = '';
      },
    });
  };

  return (
    <Form.Group controlId="coupon-image">
      <Form.Label>{T.image}</Form.Label>
      <Form.Control
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby="coupon-image-help"
        disabled={upload.isPending}
        onChange={(event) => choose(event.target as HTMLInputElement)}
      />
      <Form.Text id="coupon-image-help" className="d-block">
        {upload.isPending ? (
          <span role="status">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {T.imageUploading}
          </span>
        ) : (
          T.imageHelp
        )}
      </Form.Text>
    </Form.Group>
  );
}
