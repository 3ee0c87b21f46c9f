import { Form } from 'react-bootstrap';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  autoFocus?: boolean;
  className?: string;
}

/** The account's email, as the login form and the password recovery ask for it. */
export function EmailField({ id, value, onChange, autoFocus, className }: EmailFieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>Email</Form.Label>
      <Form.Control
        type="email"
        autoComplete="email"
        placeholder="tu@email.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
      />
    </Form.Group>
  );
}
