/**
 * A product's own garment measurements (docs/product.md, "Fit confidence"): chest, length,
 * shoulder and sleeve per size, in centimetres or inches as the shopper toggles.
 */
import { useState } from 'react';
import { MEASUREMENT_NAMES, type ProductMeasurements } from '#shared/measurements-public';
import { cellClass, Table } from '#web/components/ui/Table';

export type Unit = 'cm' | 'inches';
const UNIT_LABEL: Record<Unit, string> = { cm: 'cm', inches: 'in' };
const NAMES = { chest: 'Chest', length: 'Length', shoulder: 'Shoulder', sleeve: 'Sleeve' } as const;
const measure = '!normal-case !tracking-normal';

export function MeasurementsTable({ measurements, unit }: { measurements: ProductMeasurements; unit: Unit }) {
  const columns = [
    'Size',
    ...MEASUREMENT_NAMES.map((name) => ({
      key: name,
      header: `${NAMES[name]} (${UNIT_LABEL[unit]})`,
      className: measure,
    })),
  ];
  return (
    <Table label={`Garment measurements in ${unit === 'cm' ? 'centimetres' : 'inches'}`} columns={columns}>
      {measurements.sizes.map((row) => (
        <tr key={row.size}>
          <th scope="row" className={`${cellClass.body} text-left font-semibold`}>
            {row.size}
          </th>
          {MEASUREMENT_NAMES.map((name) => (
            <td key={name} className={`${cellClass.body} tabular-nums`}>
              {row[name][unit]}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** The table with its cm / in switch: two pressed-state buttons, cm first (the table's own unit). */
export function MeasurementsWithToggle({ measurements }: { measurements: ProductMeasurements }) {
  const [unit, setUnit] = useState<Unit>('cm');
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-sm text-neutral-700">
          This product&rsquo;s garment measurements: chest all round, length from the shoulder, shoulder seam
          to seam.
        </p>
        <fieldset className="flex shrink-0 overflow-hidden rounded-md border border-neutral-900">
          <legend className="sr-only">Units</legend>
          {(['cm', 'inches'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={unit === option}
              onClick={() => setUnit(option)}
              className={`px-3 py-1.5 text-sm font-semibold ${
                unit === option
                  ? 'bg-neutral-900 text-white'
                  : 'bg-white text-neutral-900 hover:bg-neutral-100'
              }`}
            >
              {UNIT_LABEL[option]}
            </button>
          ))}
        </fieldset>
      </div>
      <MeasurementsTable measurements={measurements} unit={unit} />
    </div>
  );
}
