import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm, type Resolver } from 'react-hook-form';
import { VAT_CONDITIONS } from '@burgers/domain/invoicing';
import {
  fiscalIdentitySchema,
  type FiscalIdentity,
  type FiscalIdentityInput,
  type FiscalIdentityView,
} from '@burgers/domain/schemas/invoicing';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { toast } from '#lib/alerts';
import { useSaveFiscalIdentity } from './api/invoicing';
import { INVOICING_TEXT as T } from './messages';

function valuesOf(view: FiscalIdentityView): FiscalIdentityInput {
  return {
    businessName: view.businessName ?? '',
    cuit: view.cuit ?? '',
    address: view.address ?? '',
    grossIncome: view.grossIncome ?? '',
    activityStart: view.activityStart ?? '',
    vatCondition: view.vatCondition ?? 'Responsable inscripto',
    pointOfSale: view.pointOfSale ?? 1,
    enabled: view.enabled,
  };
}

/** The shop's fiscal identity, checked with the server's own schema (the CUIT's check digit too). */
export function FiscalIdentityForm({ identity }: { identity: FiscalIdentityView }) {
  const save = useSaveFiscalIdentity();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FiscalIdentityInput, unknown, FiscalIdentity>({
    resolver: zodResolver(fiscalIdentitySchema) as Resolver<FiscalIdentityInput, unknown, FiscalIdentity>,
    defaultValues: valuesOf(identity),
    mode: 'onTouched',
  });
  useEffect(() => reset(valuesOf(identity)), [identity, reset]);

  const submit = handleSubmit((body) =>
    save.mutateAsync(body).then(
      () => toast(T.saved),
      () => undefined,
    ),
  );

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="fiscal-identity-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="fiscal-identity-title" className="h3 mb-2">
          {T.identityTitle}
        </h2>
        <p className={identity.mode === 'sandbox' ? 'alert alert-warning py-2' : 'text-body-secondary'}>
          {T.mode[identity.mode]}
        </p>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <div className="row g-3">
            <FormField
              className="col-12 col-md-6"
              id="fiscal-business-name"
              label={T.businessName}
              error={errors.businessName?.message}
              registration={register('businessName')}
              autoComplete="organization"
            />
            <FormField
              className="col-12 col-md-6"
              id="fiscal-cuit"
              label={T.cuit}
              error={errors.cuit?.message}
              registration={register('cuit')}
              autoComplete="off"
            />
            <FormField
              className="col-12"
              id="fiscal-address"
              label={T.address}
              error={errors.address?.message}
              registration={register('address')}
              autoComplete="street-address"
            />
            <FormField
              className="col-12 col-md-4"
              id="fiscal-gross-income"
              label={T.grossIncome}
              error={errors.grossIncome?.message}
              registration={register('grossIncome')}
              autoComplete="off"
            />
            <FormField
              className="col-12 col-md-4"
              id="fiscal-activity-start"
              label={T.activityStart}
              type="date"
              error={errors.activityStart?.message}
              registration={register('activityStart')}
            />
            <FormField
              className="col-12 col-md-4"
              id="fiscal-point-of-sale"
              label={T.pointOfSale}
              type="number"
              error={errors.pointOfSale?.message}
              registration={register('pointOfSale', { valueAsNumber: true })}
            />
            <Form.Group className="col-12 col-md-6" controlId="fiscal-vat-condition">
              <Form.Label>{T.vatCondition}</Form.Label>
              <Form.Select {...register('vatCondition')} isInvalid={Boolean(errors.vatCondition)}>
                {VAT_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {condition}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.vatCondition?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-md-6 d-flex align-items-end" controlId="fiscal-enabled">
              <Form.Check type="switch" label={T.enabled} {...register('enabled')} />
            </Form.Group>
          </div>
          {save.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorText(save.error, T.saveFailed)}
            </Alert>
          )}
          <Button type="submit" className="mt-3" disabled={save.isPending}>
            {T.save}
          </Button>
        </Form>
      </div>
    </section>
  );
}
