import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm, type FieldErrors } from 'react-hook-form';
import { MSG } from '@burgers/domain/messages';
import { personalDataSchema, type PersonalDataInput } from '@burgers/domain/schemas/account';
import type { SessionUser } from '@burgers/domain/types';
import { FormField } from '#components/FormField';
import { errorAlert, successAlert } from '#lib/alerts';
import { useUpdateUser } from './api/update-user';
import { PROFILE_TEXT } from './messages';

const FIELDS = [
  { name: 'firstName', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name' },
] as const;

/** First and last name, checked with the domain's personalDataSchema and saved with PUT /users/:id (docs/product/customer-area.md#personal-data). */
export function NamesForm({ user }: { user: SessionUser }) {
  const update = useUpdateUser();
  const stored = { firstName: user.firstName, lastName: user.lastName };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PersonalDataInput>({
    resolver: zodResolver(personalDataSchema),
    mode: 'onChange',
    defaultValues: stored,
  });

  const save = handleSubmit(
    (names) => {
      const saved = { firstName: names.firstName.trim(), lastName: names.lastName.trim() };
      update.mutate(
        { id: user.id, patch: saved },
        {
          onSuccess: () => {
            // The saved names become the form's starting point, so Cancel returns to them.
            reset(saved);
            void successAlert(PROFILE_TEXT.savedTitle, PROFILE_TEXT.savedText);
          },
          onError: () => void errorAlert(PROFILE_TEXT.serverError),
        },
      );
    },
    (invalid: FieldErrors<PersonalDataInput>) =>
      void errorAlert(invalid.firstName?.message ?? invalid.lastName?.message ?? MSG.personalDataEmpty),
  );

  return (
    <Form onSubmit={(event) => void save(event)} noValidate className="profile-form card h-100">
      <div className="card-body p-4">
        <h2 className="h3 mb-3">Tus datos</h2>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            className="mb-3"
            id={`personal-${name}`}
            label={label}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            registration={register(name)}
          />
        ))}
        <Form.Group className="mb-3" controlId="personal-email">
          <Form.Label>Email</Form.Label>
          <Form.Control value={user.email} readOnly plaintext />
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={() => reset(stored)} disabled={!isDirty || update.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" className="fw-semibold" disabled={!isDirty || update.isPending}>
            {update.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Guardar cambios
          </Button>
        </div>
      </div>
    </Form>
  );
}
