import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { registerSchema, type RegisterInput } from '@burgers/domain/schemas/account';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { errorAlert, successAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { useRegister } from './api/register';
import { AuthLayout } from './AuthLayout';
import { AUTH_TEXT } from './messages';

const EMPTY: RegisterInput = { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' };

interface FieldProps {
  name: keyof RegisterInput;
  label: string;
  type?: string;
  autoComplete: string;
}

/** /registeruser: the five fields checked with the domain's registerSchema as the user types (docs/product/accounts.md#registration). */
export default function RegisterPage() {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    reset,
    formState: { errors, isValid },
  } = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), mode: 'onChange', defaultValues: EMPTY });

  // A confirmation already typed is checked again when the password changes; an untouched one stays quiet.
  const recheckConfirmation = () => {
    if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
  };

  const submit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        void successAlert(AUTH_TEXT.registeredTitle, AUTH_TEXT.registeredText);
      },
      onError: (error) => void errorAlert(errorText(error, AUTH_TEXT.registerFailed)),
    }),
  );

  const field = ({ name, label, type = 'text', autoComplete }: FieldProps) => (
    <FormField
      id={`register-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      registration={register(name, { onChange: name === 'password' ? recheckConfirmation : undefined })}
    />
  );

  return (
    <AuthLayout title="Crear cuenta" subtitle="Registrate y activá tu cuenta desde el correo que te enviamos.">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Row className="g-3">
          <Col sm={6}>{field({ name: 'firstName', label: 'Nombre', autoComplete: 'given-name' })}</Col>
          <Col sm={6}>{field({ name: 'lastName', label: 'Apellido', autoComplete: 'family-name' })}</Col>
          <Col xs={12}>{field({ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' })}</Col>
          <Col sm={6}>
            {field({ name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' })}
          </Col>
          <Col sm={6}>
            {field({
              name: 'passwordConfirm',
              label: 'Confirmar contraseña',
              type: 'password',
              autoComplete: 'new-password',
            })}
          </Col>
        </Row>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-100 fw-semibold mt-4"
          disabled={!isValid || registration.isPending}
        >
          {registration.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Registrarse
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        ¿Ya tenés cuenta? <Link to={PATHS.login}>Iniciá sesión</Link>
      </p>
    </AuthLayout>
  );
}
