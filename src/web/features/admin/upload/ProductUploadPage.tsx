/** /admin/product-upload (SPEC sections 2 and 5): every product field, four WebP images, six stock counts. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_MESSAGES, LONG_TEXT_FIELDS, type LongTextField } from '#shared/admin';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys, reasonOf, uploadProduct } from '../admin-api';
import { Notice, type NoticeState, PageHeading } from '../ui/Notice';
import { primaryButton } from '../ui/styles';
import { CountedTextArea } from './CountedTextArea';
import { ImagePicker } from './ImagePicker';
import { ProductFields } from './ProductFields';
import { emptyForm, firstProblem, type ProductForm, toPayload } from './product-form';
import { StockFields } from './StockFields';

const IMAGE_LABELS = ['Main image', 'Image 2', 'Image 3', 'Image 4'];

export function ProductUploadPage() {
  usePageTitle('Add Product');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProductForm>(emptyForm);
  // Remounting the file inputs is the only way to clear what they show after a successful upload.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);

  /** Editing the form clears a complaint about it; a success notice stays until dismissed. */
  const edit = (change: (form: ProductForm) => ProductForm) => {
    setForm(change);
    setNotice((current) => (current?.tone === 'error' ? null : current));
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstProblem(form);
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await uploadProduct(toPayload(form));
      setNotice({ tone: 'success', text: ADMIN_MESSAGES.uploadSuccess });
      setForm(emptyForm());
      setFormKey((k) => k + 1);
      await queryClient.resetQueries({ queryKey: adminKeys.items });
    } catch (err) {
      setNotice({ tone: 'error', text: ADMIN_MESSAGES.uploadFailed, detail: reasonOf(err) });
    } finally {
      setBusy(false);
      window.scrollTo({ top: 0 });
    }
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title="Add Product" />
      <div className="mb-4 empty:hidden">
        <Notice notice={notice} onClose={() => setNotice(null)} />
      </div>
      <form
        key={formKey}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-6 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
      >
        <ProductFields form={form} edit={edit} />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Description</legend>
          {(Object.keys(LONG_TEXT_FIELDS) as LongTextField[]).map((field) => (
            <CountedTextArea
              key={field}
              label={LONG_TEXT_FIELDS[field]}
              value={form.texts[field]}
              onChange={(value) => edit((f) => ({ ...f, texts: { ...f.texts, [field]: value } }))}
            />
          ))}
        </fieldset>

        <StockFields form={form} edit={edit} />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Images</legend>
          {IMAGE_LABELS.map((label, index) => (
            <ImagePicker
              key={label}
              label={label}
              value={form.images[index]!}
              onChange={(dataUrl) =>
                edit((f) => {
                  const images = [...f.images] as ProductForm['images'];
                  images[index] = dataUrl;
                  return { ...f, images };
                })
              }
            />
          ))}
        </fieldset>

        <div className="flex justify-end">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Uploading…' : 'Upload product'}
          </button>
        </div>
      </form>
    </section>
  );
}
