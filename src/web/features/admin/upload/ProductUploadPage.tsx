/** /admin/product-upload (SPEC sections 2 and 5): every product field, four WebP images, six stock counts. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_MESSAGES, LONG_TEXT_FIELDS, type LongTextField } from '../../../../shared/admin';
import {
  CATEGORIES,
  type Category,
  MAX_FABRIC_LENGTH,
  MAX_NAME_LENGTH,
  SIZES,
} from '../../../../shared/constants';
import { usePageTitle } from '../../../components/use-page-title';
import { adminKeys, reasonOf, uploadProduct } from '../admin-api';
import { Notice, type NoticeState, PageHeading } from '../ui/Notice';
import { inputClass, labelClass, primaryButton } from '../ui/styles';
import { CountedTextArea } from './CountedTextArea';
import { ImagePicker } from './ImagePicker';
import { emptyForm, firstProblem, type ProductForm, toPayload } from './product-form';

const IMAGE_LABELS = ['Main image', 'Image 2', 'Image 3', 'Image 4'];

export function ProductUploadPage() {
  usePageTitle('Add Product');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProductForm>(emptyForm);
  // Remounting the file inputs is the only way to clear what they show after a successful upload.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'name' | 'fabric' | 'actualPrice' | 'price') => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

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
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Product</legend>
          <div className="sm:col-span-2">
            <label htmlFor="product-name" className={labelClass}>
              Name
            </label>
            <input id="product-name" maxLength={MAX_NAME_LENGTH} className={inputClass()} {...text('name')} />
          </div>
          <div>
            <label htmlFor="product-actual-price" className={labelClass}>
              Actual price (₹)
            </label>
            <input
              id="product-actual-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              className={inputClass()}
              {...text('actualPrice')}
            />
          </div>
          <div>
            <label htmlFor="product-price" className={labelClass}>
              Offer price (₹)
            </label>
            <input
              id="product-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              className={inputClass()}
              {...text('price')}
            />
          </div>
          <div>
            <label htmlFor="product-fabric" className={labelClass}>
              Fabric
            </label>
            <input
              id="product-fabric"
              maxLength={MAX_FABRIC_LENGTH}
              className={inputClass()}
              {...text('fabric')}
            />
          </div>
          <div>
            <label htmlFor="product-category" className={labelClass}>
              Category
            </label>
            <select
              id="product-category"
              value={form.category}
              onChange={(event) => set('category', event.target.value as Category)}
              className={inputClass()}
            >
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Description</legend>
          {(Object.keys(LONG_TEXT_FIELDS) as LongTextField[]).map((field) => (
            <CountedTextArea
              key={field}
              label={LONG_TEXT_FIELDS[field]}
              value={form.texts[field]}
              onChange={(value) => setForm((f) => ({ ...f, texts: { ...f.texts, [field]: value } }))}
            />
          ))}
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-lg font-bold">Stock per size</legend>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            {SIZES.map((size) => (
              <div key={size}>
                <label htmlFor={`stock-${size}`} className={labelClass}>
                  {size}
                </label>
                <input
                  id={`stock-${size}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={form.stock[size]}
                  onChange={(event) => {
                    const value = event.target.value;
                    setForm((f) => ({ ...f, stock: { ...f.stock, [size]: value } }));
                  }}
                  className={inputClass()}
                />
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Images</legend>
          {IMAGE_LABELS.map((label, index) => (
            <ImagePicker
              key={label}
              label={label}
              value={form.images[index]!}
              onChange={(dataUrl) =>
                setForm((f) => {
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
