/**
 * A category's size chart as a table: per size, the garment's chest and length in inches and
 * centimetres (docs/product.md section 2). The size heads each row.
 */
import type { SizeGuide } from '#shared/size-guide';
import { cellClass, Table } from '#web/components/ui/Table';

const columns = [
  'Size',
  { key: 'chest-in', header: <abbr title="Chest in inches">Chest (in)</abbr> },
  { key: 'chest-cm', header: <abbr title="Chest in centimetres">Chest (cm)</abbr> },
  { key: 'length-in', header: <abbr title="Length in inches">Length (in)</abbr> },
  { key: 'length-cm', header: <abbr title="Length in centimetres">Length (cm)</abbr> },
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
