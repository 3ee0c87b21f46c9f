import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useHydrated } from '#lib/hydrated';
import { PasswordInput } from './PasswordInput';

interface FormFieldProps {
  /** The control's id; its error message is `<id>-error`. */
  id: string;
  label: string;
  /** The field's validation message, shown under it and read with it. */
  error: string | undefined;
  /** What react-hook-form's `register(name)` returns. */
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
  className?: string;
}

/**
 * A labelled input with its validation message, tied to it for screen readers. A password field
 * gets a button that shows and hides what was typed.
 */
export function FormField({
  id,
  label,
  error,
  registration,
  type,
  autoComplete,
  inputMode,
  className,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  // In server-rendered markup, text typed before the form's code runs would skip its checks.
  const hydrated = useHydrated();
  const feedback = (
    <Form.Control.Feedback type="invalid" id={errorId}>
      {error}
    </Form.Control.Feedback>
  );
  if (type === 'password') {
    return (
      <Form.Group className={className} controlId={id}>
        <Form.Label>{label}</Form.Label>
        <PasswordInput
          id={id}
          autoComplete={autoComplete}
          isInvalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          feedback={feedback}
          {...registration}
        />
      </Form.Group>
    );
  }
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        readOnly={!hydrated}
        {...registration}
      />
      {feedback}
    </Form.Group>
  );
}
