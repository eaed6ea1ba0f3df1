/**
 * The product form's garment measurements (docs/product.md, "Fit confidence"): chest, length,
 * shoulder and sleeve in centimetres for each size the admin measured (a row left empty is not
 * shown), and the model's height and size worn. Saved on its own; the size guide on the product
 * page then shows this table instead of the category's.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SIZES, type Size } from '#shared/constants';
import {
  MEASUREMENT_NAMES,
  type MeasurementName,
  type ProductMeasurements,
  productMeasurementsUrl,
} from '#shared/measurements';
import { Button } from '#web/components/ui/Button';
import { inputClass, Select, TextField } from '#web/components/ui/Field';
import { type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { cellClass, Table } from '#web/components/ui/Table';
import { api } from '#web/lib/api';
import { reasonOf } from '../admin-api';

type Grid = Record<Size, Record<MeasurementName, string>>;
const LABELS: Record<MeasurementName, string> = {
  chest: 'Chest',
  length: 'Length',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
};
const measurementsKey = (itemId: string) => ['admin', 'measurements', itemId] as const;

function gridOf(saved: ProductMeasurements): Grid {
  const empty = { chest: '', length: '', shoulder: '', sleeve: '' };
  const grid = Object.fromEntries(SIZES.map((size) => [size, { ...empty }])) as Grid;
  for (const row of saved.sizes)
    for (const name of MEASUREMENT_NAMES) grid[row.size][name] = String(row[name].cm);
  return grid;
}

export function MeasurementsSection({ itemId }: { itemId: string }) {
  const { data } = useQuery({
    queryKey: measurementsKey(itemId),
    queryFn: () => api<ProductMeasurements>(productMeasurementsUrl(itemId), { withApiKey: true }),
  });
  return (
    <section
      aria-labelledby="measurements-heading"
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
    >
      <h2 id="measurements-heading" className="text-lg font-bold">
        Garment measurements
      </h2>
      {data && <MeasurementsForm itemId={itemId} saved={data} />}
    </section>
  );
}

function MeasurementsForm({ itemId, saved }: { itemId: string; saved: ProductMeasurements }) {
  const queryClient = useQueryClient();
  const [grid, setGrid] = useState<Grid>(() => gridOf(saved));
  const [height, setHeight] = useState(saved.model ? String(saved.model.heightCm) : '');
  const [worn, setWorn] = useState<string>(saved.model?.sizeWorn ?? '');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (size: Size, name: MeasurementName, value: string) => {
    setGrid((g) => ({ ...g, [size]: { ...g[size], [name]: value } }));
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sizes: Record<string, Record<string, number>> = {};
    for (const size of SIZES) {
      const row = grid[size];
      const filled = MEASUREMENT_NAMES.filter((name) => row[name].trim() !== '');
      if (filled.length === 0) continue;
      if (filled.length < MEASUREMENT_NAMES.length)
        return setNotice({ tone: 'error', text: `Give all four measurements of ${size}, or none.` });
      sizes[size] = Object.fromEntries(MEASUREMENT_NAMES.map((name) => [`${name}Cm`, Number(row[name])]));
    }
    if ((height.trim() === '') !== (worn === ''))
      return setNotice({ tone: 'error', text: "Give the model's height and the size worn, or neither." });
    const model = height.trim() ? { heightCm: Number(height), sizeWorn: worn } : null;
    setSaving(true);
    try {
      const answer = await api<ProductMeasurements>(
        `/api/admins/products/${encodeURIComponent(itemId)}/measurements`,
        { method: 'PUT', body: { sizes, model }, withApiKey: true },
      );
      setNotice({ tone: 'success', text: 'Measurements saved' });
      queryClient.setQueryData(measurementsKey(itemId), answer);
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-neutral-700">
        In centimetres: chest all round, length from the shoulder, shoulder seam to seam. Leave a size empty
        if it is not measured; the shop shows inches too.
      </p>
      <Table
        label="Measurements in centimetres"
        columns={['Size', ...MEASUREMENT_NAMES.map((name) => `${LABELS[name]} (cm)`)]}
      >
        {SIZES.map((size) => (
          <tr key={size}>
            <th scope="row" className={`${cellClass.body} text-left font-semibold`}>
              {size}
            </th>
            {MEASUREMENT_NAMES.map((name) => (
              <td key={name} className={cellClass.body}>
                <input
                  aria-label={`${LABELS[name]} of ${size} in cm`}
                  inputMode="decimal"
                  className={`${inputClass(false, true)} w-20 tabular-nums`}
                  value={grid[size][name]}
                  onChange={(event) => set(size, name, event.target.value)}
                />
              </td>
            ))}
          </tr>
        ))}
      </Table>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Model's height (cm)"
          inputMode="numeric"
          value={height}
          onChange={(event) => {
            setHeight(event.target.value);
            setNotice(null);
          }}
        />
        <Select
          label="Size the model wears"
          value={worn}
          onChange={(event) => {
            setWorn(event.target.value);
            setNotice(null);
          }}
          options={[{ value: '', label: 'No model' }, ...SIZES.map((size) => ({ value: size, label: size }))]}
        />
      </div>
      <StateNotice notice={notice} onClose={() => setNotice(null)} />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save measurements'}
        </Button>
      </div>
    </form>
  );
}
