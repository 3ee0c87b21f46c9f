import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FaTrashAlt } from 'react-icons/fa';
import { couponEditSchema, couponUpdateSchema, type CouponEditData } from '@burgers/domain/schemas/coupon';
import type { Coupon, Product } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { FormField } from '#components/FormField';
import { confirmAlert, errorAlert, successAlert, toast } from '#lib/alerts';
import { useCreateCoupon, useDeleteCoupon, useUpdateCoupon } from './api/coupons';
import { emptyFormValues, formValuesOf, type CouponFormValues } from './coupon-form-values';
import { CouponPreview } from './CouponPreview';
import { ImageField } from './ImageField';
import { COUPON_ADMIN_TEXT as T } from './messages';
import { ProductPicker } from './ProductPicker';

interface CouponFormProps {
  /** The coupon to edit; null opens an empty form that creates one. */
  coupon: Coupon | null;
  products: Product[];
  today: string;
  onCreated(coupon: Coupon): void;
  onDeleted(): void;
}

type FormValues = CouponFormValues & { id?: number };

/**
 * The coupon editor (docs/product/admin.md#coupons): every field checked on each change with the domain's schema,
 * the preview card following the inputs, and the update enabled only when something changed and all is valid.
 */
export function CouponForm({ coupon, products, today, onCreated, onDeleted }: CouponFormProps) {
  const update = useUpdateCoupon();
  const create = useCreateCoupon();
  const remove = useDeleteCoupon();
  const [uploading, setUploading] = useState(false);
  const editing = coupon !== null;

  // The schemas accept wider inputs than the form holds (numbers, an absent image, any list), so the
  // form's values are always inputs they judge; only the resolver's generic parameters need narrowing.
  const resolver = useMemo(
    () =>
      (editing ? zodResolver(couponUpdateSchema(today)) : zodResolver(couponEditSchema(today))) as Resolver<
        FormValues,
        unknown,
        CouponEditData
      >,
    [editing, today],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isDirty, isValid },
  } = useForm<FormValues, unknown, CouponEditData>({
    resolver,
    mode: 'onChange',
    defaultValues: coupon ? { ...formValuesOf(coupon), id: coupon.id } : emptyFormValues(today),
  });
  const values = watch();

  const saving = update.isPending || create.isPending || remove.isPending;

  // mutateAsync, not mutate's callbacks: the cached list changes first, and a change that moves the
  // selection unmounts this form, which would silently drop per-call callbacks.
  const submit = handleSubmit(async (data) => {
    if (coupon) {
      try {
        const saved = await update.mutateAsync({ ...data, id: coupon.id });
        reset({ ...formValuesOf(saved), id: saved.id });
        void successAlert(T.updated);
      } catch (error) {
        void errorAlert(errorText(error, ''), T.updateFailed);
      }
      return;
    }
    try {
      const saved = await create.mutateAsync(data);
      void successAlert(T.created);
      onCreated(saved);
    } catch (error) {
      void errorAlert(errorText(error, ''), T.createFailed);
    }
  });

  const askDelete = async () => {
    if (!coupon) return;
    if (!(await confirmAlert(T.deleteConfirmTitle, T.deleteConfirmText(coupon.code), T.delete))) return;
    try {
      await remove.mutateAsync(coupon.id);
      void toast(T.deleted);
      onDeleted();
    } catch (error) {
      void errorAlert(errorText(error, ''), T.deleteFailed);
    }
  };

  const canSubmit = isValid && (editing ? isDirty : true) && !saving && !uploading;

  return (
    <section className="coupon-editor card" aria-labelledby="coupon-editor-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="coupon-editor-title" className="h3 mb-3">
          {editing ? `${T.editTitle} ${coupon.code}` : T.createTitle}
        </h2>
        <div className="coupon-editor__layout">
          <div className="coupon-editor__preview">
            <p className="coupon-editor__preview-title" aria-hidden="true">
              {T.previewTitle}
            </p>
            <CouponPreview values={values} today={today} />
          </div>
          <Form onSubmit={(event) => void submit(event)} noValidate className="coupon-editor__form">
            <div className="row g-3">
              <FormField
                className="col-12 col-sm-6"
                id="coupon-code"
                label={T.code}
                error={errors.code?.message}
                registration={register('code', { setValueAs: (text: string) => text.toUpperCase() })}
                autoComplete="off"
              />
              <FormField
                className="col-12 col-sm-6"
                id="coupon-discount"
                label={T.discount}
                error={errors.discountPorcentage?.message}
                registration={register('discountPorcentage')}
                autoComplete="off"
              />
              <FormField
                className="col-12 col-sm-6"
                id="coupon-title"
                label={T.couponTitle}
                error={errors.title?.message}
                registration={register('title')}
                autoComplete="off"
              />
              <FormField
                className="col-12 col-sm-6"
                id="coupon-expiration"
                label={T.expiration}
                error={errors.expirationDate?.message}
                registration={register('expirationDate')}
                autoComplete="off"
              />
              <div className="col-12">
                <ImageField
                  onUploadingChange={setUploading}
                  onUploaded={(url) => setValue('imgUri', url, { shouldDirty: true, shouldValidate: true })}
                />
                {errors.imgUri?.message && <div className="invalid-feedback d-block">{errors.imgUri.message}</div>}
              </div>
              <div className="col-12">
                <Controller
                  control={control}
                  name="productsId"
                  render={({ field, fieldState }) => (
                    <ProductPicker
                      products={products}
                      value={field.value}
                      error={fieldState.error?.message}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </div>
            </div>
            <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
              {editing && (
                <Button variant="outline-danger" className="me-auto" onClick={() => void askDelete()} disabled={saving}>
                  <FaTrashAlt className="me-2" aria-hidden="true" />
                  {T.delete}
                </Button>
              )}
              {editing && (
                <Button variant="outline-secondary" onClick={() => reset()} disabled={!isDirty || saving}>
                  {T.cancel}
                </Button>
              )}
              <Button type="submit" variant="primary" className="fw-semibold" disabled={!canSubmit}>
                {(update.isPending || create.isPending) && (
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                {editing ? T.update : T.create}
              </Button>
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}
