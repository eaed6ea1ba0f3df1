/**
 * /admin/product-upload (docs/product.md sections 2 and 5): every product field, four WebP images, six stock
 * counts. The shared upload schema checks the form as the server will; a failed submit takes the
 * administrator to the first field to fix and says what is wrong beside the button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES, productUploadObject } from '#shared/admin';
import { paths } from '#shared/paths';
import { SubmitRow } from '#web/components/form/SubmitRow';
import { useZodForm } from '#web/components/form/use-zod-form';
import { type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, reasonOf, uploadProduct } from '../admin-api';
import { ImageFields } from './ImageFields';
import { LongTextFields } from './LongTextFields';
import { ProductFields } from './ProductFields';
import { emptyForm, type ProductForm, toPayload } from './product-form';
import { StockFields } from './StockFields';

export function ProductUploadPage() {
  usePageTitle('Add Product');
  const queryClient = useQueryClient();
  const form = useZodForm(productUploadObject, {
    initial: emptyForm,
    toInput: toPayload,
    messageOf: reasonOf,
  });
  // Remounting the file inputs is the only way to clear what they show after a successful upload.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [uploaded, setUploaded] = useState<{ itemId: string; name: string } | null>(null);
  const { values, errors, update } = form;

  // The schema's output holds decoded images; the server wants the form as the schema read it.
  const submit = form.submit(async () => {
    setNotice(null);
    const product = await uploadProduct(toPayload(values));
    // The new product one click away: its page in the shop and its edit form (issue 40 point 17).
    setNotice({ tone: 'success', text: ADMIN_MESSAGES.uploadSuccess });
    setUploaded(product);
    form.reset(emptyForm());
    setFormKey((k) => k + 1);
    window.scrollTo({ top: 0 });
    await queryClient.resetQueries({ queryKey: adminKeys.items });
  });
  const edit = (change: (form: ProductForm) => ProductForm) => {
    update(change);
    setNotice(null);
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title="Add Product" />
      <StateNotice notice={notice} onClose={() => setNotice(null)} className="mb-4" />
      {notice?.tone === 'success' && uploaded && (
        <p className="-mt-2 mb-4">
          <Link
            to={paths.adminEditProduct(uploaded.itemId)}
            className="font-semibold underline underline-offset-2"
          >
            Open {uploaded.name}
          </Link>
        </p>
      )}
      <form
        key={formKey}
        {...form.formProps}
        onSubmit={submit}
        className="flex flex-col gap-6 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
      >
        <ProductFields form={values} errors={errors} edit={edit} />

        <LongTextFields form={values} errors={errors} edit={edit} />

        <StockFields form={values} errors={errors} edit={edit} />

        <ImageFields form={values} errors={errors} edit={edit} />

        <SubmitRow
          form={form}
          label="Upload product"
          busyLabel="Uploading…"
          failed={ADMIN_MESSAGES.uploadFailed}
        />
      </form>
    </section>
  );
}
