import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { CONTACT_SUBJECTS } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import type { ContactData, ContactInput } from '@burgers/domain/schemas/contact';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { FaClock } from '#components/icons/FaClock';
import { PageHeader } from '#components/PageHeader';
import { SocialLinks } from '#components/store/SocialLinks';
import { StoreContacts } from '#components/store/StoreContacts';
import { StoreHours } from '#components/store/StoreHours';
import { errorAlert, toast } from '#lib/alerts';
import { useHydrated } from '#lib/hydrated';
import { lazyZodResolver } from '#lib/lazy-zod-resolver';
import { PAGE_TITLES, usePageTitle } from '#lib/page-title';
import { useSendContact } from './api/send-contact';
import { CONTACT_SENT_MS, CONTACT_TEXT } from './messages';
import './contact.scss';

type TextField = 'user_name' | 'user_surname' | 'email' | 'telephone';

const EMPTY: ContactInput = { user_name: '', user_surname: '', email: '', telephone: '', subject: '', message: '' };

const TEXT_FIELDS: Array<{
  name: TextField;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email';
}> = [
  { name: 'user_name', label: 'Nombre', type: 'text', autoComplete: 'given-name' },
  { name: 'user_surname', label: 'Apellido', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'telephone', label: 'Celular', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

const contactResolver = lazyZodResolver<ContactInput, ContactData>(() =>
  import('@burgers/domain/schemas/contact').then(({ contactSchema }) => contactSchema),
);

/** /contacto: the enquiry form, every check of docs/product/messages.md#contact-form run on each change with the domain's contactSchema. */
export default function ContactPage() {
  usePageTitle(PAGE_TITLES.contact);
  const send = useSendContact();
  // The page arrives rendered: what is typed or chosen before its code runs would skip the checks.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isValid },
  } = useForm<ContactInput, unknown, ContactData>({
    resolver: contactResolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const subject = watch('subject');
  const subjectChosen = subject !== '' && subject !== undefined;
  const otherErrors = Object.keys(errors).some((name) => name !== 'subject');
  // docs/product/messages.md#contact-form: the subject asks for a choice while other errors stand and none is chosen.
  const subjectError =
    errors.subject?.message ?? (otherErrors && !subjectChosen ? MSG.contactSubjectRequired : undefined);
  // docs/product/messages.md#contact-form: send stays disabled while any check fails, a field not typed in yet included.
  const blocked = !isValid || Object.keys(errors).length > 0 || !subjectChosen;

  const submit = handleSubmit((message) =>
    send.mutate(message, {
      onSuccess: () => {
        reset(EMPTY);
        void toast(CONTACT_TEXT.sent, CONTACT_SENT_MS);
      },
      onError: (error) => void errorAlert(errorText(error, CONTACT_TEXT.failed)),
    }),
  );

  const feedback = (name: string, message: string | undefined) => (
    <Form.Control.Feedback type="invalid" id={`contact-${name}-error`}>
      {message}
    </Form.Control.Feedback>
  );

  return (
    <div className="contact-page">
      <PageHeader
        kicker="Contacto"
        title="Hablemos"
        subtitle="Franquicias, consultas, felicitaciones o reclamos: te respondemos a la brevedad."
      />
      <div className="container py-4 py-md-5">
        <div className="row g-4">
          <aside className="col-12 col-lg-4" aria-labelledby="contact-info-title">
            <div className="contact-info card h-100">
              <div className="card-body p-4">
                <h2 id="contact-info-title" className="h3 mb-3">
                  Encontranos
                </h2>
                <StoreContacts className="list-unstyled contact-info__list mb-4" />
                <h3 className="h5 d-flex align-items-center gap-2">
                  <FaClock aria-hidden="true" /> Horarios
                </h3>
                <StoreHours className="contact-info__hours mb-4" />
                <h3 className="h5">Seguinos</h3>
                <SocialLinks className="mb-4" />
                <p className="contact-info__note mb-0">
                  Respondemos todas las consultas dentro de las 48 horas hábiles. ¿Querés sumar Burgers Devoto a tu
                  barrio? Elegí el asunto <strong>Franquicias</strong> y te contamos cómo.
                </p>
              </div>
            </div>
          </aside>

          <section className="col-12 col-lg-8" aria-labelledby="contact-form-title">
            <Form onSubmit={(event) => void submit(event)} noValidate className="contact-form card">
              <div className="card-body p-4 p-md-5">
                <h2 id="contact-form-title" className="h3 mb-3">
                  Escribinos
                </h2>
                <Row className="g-3">
                  {TEXT_FIELDS.map(({ name, label, type, autoComplete, inputMode }) => (
                    <Col key={name} md={6}>
                      <FormField
                        id={`contact-${name}`}
                        label={label}
                        type={type}
                        autoComplete={autoComplete}
                        inputMode={inputMode}
                        error={errors[name]?.message}
                        registration={register(name)}
                      />
                    </Col>
                  ))}
                  <Col xs={12}>
                    <Form.Group controlId="contact-subject">
                      <Form.Label>Asunto</Form.Label>
                      <Form.Select
                        isInvalid={Boolean(subjectError)}
                        aria-disabled={hydrated ? undefined : true}
                        aria-describedby={subjectError ? 'contact-subject-error' : undefined}
                        {...register('subject')}
                      >
                        <option value="">{CONTACT_TEXT.subjectPlaceholder}</option>
                        {CONTACT_SUBJECTS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Form.Select>
                      {feedback('subject', subjectError)}
                    </Form.Group>
                  </Col>
                  <Col xs={12}>
                    <Form.Group controlId="contact-message">
                      <Form.Label>Mensaje</Form.Label>
                      <Form.Control
                        as="textarea"
                        readOnly={!hydrated}
                        rows={5}
                        isInvalid={Boolean(errors.message)}
                        aria-describedby={errors.message ? 'contact-message-error' : undefined}
                        {...register('message')}
                      />
                      {feedback('message', errors.message?.message)}
                    </Form.Group>
                  </Col>
                </Row>
                <div className="d-flex justify-content-end mt-4">
                  <Button
                    type="submit"
                    variant="primary"
                    size="lg"
                    className="fw-semibold px-5"
                    disabled={blocked || send.isPending}
                  >
                    {send.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                    Enviar
                  </Button>
                </div>
              </div>
            </Form>
          </section>
        </div>
      </div>
    </div>
  );
}
