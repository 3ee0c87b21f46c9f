import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { passwordResetFormSchema, type PasswordResetFormInput } from '@burgers/domain/schemas/account';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { errorAlert, successAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { useResetPassword } from './api/reset-password';
import { AuthLayout } from './AuthLayout';
import { AUTH_TEXT } from './messages';

const FIELDS = [
  { name: 'password', label: 'Nueva contraseña' },
  { name: 'passwordConfirm', label: 'Confirmar contraseña' },
] as const;

/** /resetPassword/:token: sets a new password with the single-use token from the recovery mail. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isValid },
  } = useForm<PasswordResetFormInput>({
    resolver: zodResolver(passwordResetFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', passwordConfirm: '' },
  });

  // A confirmation already typed is checked again when the password changes; an untouched one stays quiet.
  const recheckConfirmation = () => {
    if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
  };

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => void successAlert(AUTH_TEXT.resetDone, AUTH_TEXT.resetDoneText),
        onError: (error) => void errorAlert(errorText(error, AUTH_TEXT.resetFailed)),
      },
    ),
  );

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Nueva contraseña">
        <div className="text-center py-3" role="status">
          <div className="auth-page__result-icon text-success mb-3" aria-hidden="true">
            ✔
          </div>
          <p className="fs-4 fw-semibold mb-1">{AUTH_TEXT.resetDone}</p>
          <p className="text-body-secondary mb-4">{AUTH_TEXT.resetDoneText}</p>
          <Link to={PATHS.login} className="btn btn-primary btn-lg fw-semibold">
            Iniciar sesión
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Nueva contraseña" subtitle="Elegí una contraseña nueva para tu cuenta.">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {FIELDS.map(({ name, label }) => (
          <FormField
            key={name}
            className="mb-3"
            id={`reset-${name}`}
            label={label}
            type="password"
            autoComplete="new-password"
            error={errors[name]?.message}
            registration={register(name, { onChange: name === 'password' ? recheckConfirmation : undefined })}
          />
        ))}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-100 fw-semibold mt-2"
          disabled={!isValid || reset.isPending}
        >
          {reset.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Guardar contraseña
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        <Link to={PATHS.login}>Volver a iniciar sesión</Link>
      </p>
    </AuthLayout>
  );
}
