import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { MSG } from '@burgers/domain/messages';
import { passwordChangeFormSchema, type PasswordChangeFormInput } from '@burgers/domain/schemas/account';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { errorAlert, successAlert } from '#lib/alerts';
import { useChangePassword } from './api/change-password';
import { PROFILE_TEXT } from './messages';

const EMPTY: PasswordChangeFormInput = { passwordOld: '', passwordNew: '', passwordConfirm: '' };

const FIELDS = [
  { name: 'passwordOld', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'passwordNew', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { name: 'passwordConfirm', label: 'Confirmar nueva contraseña', autoComplete: 'new-password' },
] as const;

/** The password change of docs/product/customer-area.md#personal-data: all three fields, new equal to its confirmation, the old one checked by the server. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getFieldState,
    formState: { errors, isDirty },
  } = useForm<PasswordChangeFormInput>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const recheckConfirmation = () => {
    if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
  };

  const submit = handleSubmit(
    ({ passwordOld, passwordNew }) =>
      change.mutate(
        { passwordOld, passwordNew, email },
        {
          onSuccess: () => {
            reset(EMPTY);
            void successAlert(PROFILE_TEXT.passwordChanged);
          },
          onError: (error) => void errorAlert(errorText(error, PROFILE_TEXT.wrongPassword)),
        },
      ),
    () => void errorAlert(MSG.passwordChangeFailedText, MSG.passwordChangeFailedTitle),
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate className="profile-form card h-100">
      <div className="card-body p-4">
        <h2 className="h3 mb-3">Cambiar contraseña</h2>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            className="mb-3"
            id={`password-${name}`}
            label={label}
            type="password"
            autoComplete={autoComplete}
            error={errors[name]?.message}
            registration={register(name, { onChange: name === 'passwordNew' ? recheckConfirmation : undefined })}
          />
        ))}
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={() => reset(EMPTY)} disabled={!isDirty || change.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" className="fw-semibold" disabled={change.isPending}>
            {change.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Cambiar contraseña
          </Button>
        </div>
      </div>
    </Form>
  );
}
