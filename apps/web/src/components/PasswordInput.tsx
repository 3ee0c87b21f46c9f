import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { BsEye } from './icons/BsEye';
import { BsEyeSlash } from './icons/BsEyeSlash';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'value'> & {
  value?: string;
  isInvalid?: boolean;
  /** The control's id: the toggle names it in aria-controls. */
  id: string;
  /** Shown under the field inside the group (a validation message), so Bootstrap places it right. */
  feedback?: ReactNode;
};

/**
 * A password field with a button that shows what was typed and hides it again. The button says what
 * it will do (`Mostrar contraseña` / `Ocultar contraseña`) and whether the password is showing
 * (aria-pressed); it is not a submit button, and clicking it keeps the caret in the field.
 */
export function PasswordInput({ id, feedback, className, ...control }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <InputGroup hasValidation className={className}>
      <Form.Control id={id} type={shown ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} {...control} />
      <Button
        type="button"
        variant="outline-secondary"
        className="password-toggle"
        aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        aria-pressed={shown}
        aria-controls={id}
        // The field keeps the focus: the person goes on typing where they were.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <BsEyeSlash aria-hidden="true" /> : <BsEye aria-hidden="true" />}
      </Button>
      {feedback}
    </InputGroup>
  );
}
