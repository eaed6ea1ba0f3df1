/**
 * A category's size chart as a table: per size, the garment's chest and length in inches and
 * centimetres (docs/decisions/009). The size heads each row.
 */
import type { SizeGuide } from '#shared/size-guide-public';
import { cellClass, Table } from '#web/components/ui/Table';

// In the case of the words (over the kit's capitals), so the five columns fit a phone's dialog.
const measure = '!normal-case !tracking-normal';
const columns = [
  'Size',
  { key: 'chest-in', header: 'Chest (in)', className: measure },
  { key: 'chest-cm', header: 'Chest (cm)', className: measure },
  { key: 'length-in', header: 'Length (in)', className: measure },
  { key: 'length-cm', header: 'Length (cm)', className: measure },
];

export function SizeGuideTable({ guide }: { guide: SizeGuide }) {
  return (
    <Table label={`${guide.label} size chart`} columns={columns}>
      {guide.sizes.map((row) => (
        <tr key={row.size}>
          <th scope="row" className={`${cellClass.body} text-left font-semibold`}>
            {row.size}
          </th>
          <td className={`${cellClass.body} tabular-nums`}>{row.chest.inches}</td>
          <td className={`${cellClass.body} tabular-nums`}>{row.chest.cm}</td>
          <td className={`${cellClass.body} tabular-nums`}>{row.length.inches}</td>
          <td className={`${cellClass.body} tabular-nums`}>{row.length.cm}</td>
        </tr>
      ))}
    </Table>
  );
}
