/**
 * /admin/products/:itemId/edit (docs/product.md section 14): every field of a product with
 * upload's components and rules (the shared update schema checks the form as the server will),
 * any of the four images replaced, shown or hidden on the storefront, and its stock history.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ADMIN_MESSAGES, type AdminProductJson, productUpdateSchema } from '#shared/admin';
import { paths } from '#shared/paths';
import { SubmitRow } from '#web/components/form/SubmitRow';
import { useZodForm } from '#web/components/form/use-zod-form';
import { textLink } from '#web/components/ui/Button';
import { Select } from '#web/components/ui/Field';
import { ErrorNotice, errorText, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Skeleton } from '#web/components/ui/Skeleton';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, fetchAdminItem, reasonOf, updateProduct } from '../admin-api';
import { ImageFields } from '../upload/ImageFields';
import { LongTextFields } from '../upload/LongTextFields';
import { ProductFields } from '../upload/ProductFields';
import type { ProductForm } from '../upload/product-form';
import { StockFields } from '../upload/StockFields';
import { type EditForm, formOf, toUpdatePayload } from './edit-form';
import { MeasurementsSection } from './MeasurementsSection';
import { ParcelFields } from './ParcelFields';
import { StockHistory } from './StockHistory';

export function EditProductPage() {
  const { itemId = '' } = useParams();
  usePageTitle('Edit Product');
  const { data: product, error } = useQuery({
    queryKey: adminKeys.item(itemId),
    queryFn: () => fetchAdminItem(itemId),
  });
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeading title="Edit Product">
        <Link to={paths.adminProducts} className={textLink}>
          Back to products
        </Link>
      </PageHeading>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : product ? (
        // Keyed by the product, so a saved product's fresh answer starts a fresh form.
        <EditProductForm key={product.itemId} product={product} />
      ) : (
        <div className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {product && <MeasurementsSection itemId={product.itemId} />}
      {product && <StockHistory itemId={product.itemId} />}
    </section>
  );
}

const VISIBILITY = [
  { value: 'shown', label: 'Shown in the shop' },
  { value: 'hidden', label: 'Hidden from the shop' },
];

function EditProductForm({ product }: { product: AdminProductJson }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const toInput = (form: EditForm) => toUpdatePayload(product.itemId, form);
  const form = useZodForm(productUpdateSchema, {
    initial: () => formOf(product),
    toInput,
    messageOf: reasonOf,
  });
  const { values, errors, update } = form;
  const edit = (change: (form: ProductForm) => ProductForm) => {
    update((f) => ({ ...f, ...change(f) }));
    setNotice(null);
  };

  const submit = form.submit(async () => {
    setNotice(null);
    await updateProduct(toInput(values));
    setNotice({ tone: 'success', text: 'Product saved' });
    window.scrollTo({ top: 0 });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.items }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'item', product.itemId] }),
    ]);
  });

  return (
    <>
      <StateNotice notice={notice} onClose={() => setNotice(null)} />
      <form
        {...form.formProps}
        onSubmit={submit}
        className="flex flex-col gap-6 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
      >
        <ProductFields form={values} errors={errors} edit={edit} />
        <Select
          id="product-visibility"
          label="On the storefront"
          hint="A hidden product leaves the catalogue, search and its page; past orders keep it."
          options={VISIBILITY}
          value={values.hidden ? 'hidden' : 'shown'}
          onChange={(event) => {
            const hidden = event.target.value === 'hidden';
            update((f) => ({ ...f, hidden }));
            setNotice(null);
          }}
        />
        <LongTextFields form={values} errors={errors} edit={edit} />
        <StockFields form={values} errors={errors} edit={edit} />
        <ParcelFields
          form={values}
          errors={errors}
          update={(change) => {
            update(change);
            setNotice(null);
          }}
        />
        <ImageFields
          form={values}
          errors={errors}
          edit={edit}
          current={[product.image, product.image1, product.image2, product.image3]}
        />
        <SubmitRow
          form={form}
          label="Save changes"
          busyLabel="Saving…"
          failed={ADMIN_MESSAGES.updateFailed}
        />
      </form>
    </>
  );
}
