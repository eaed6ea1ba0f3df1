/**
 * /admin/styles (BUSINESS.md section 11): every style, newest first, with its first colour's photo
 * and its swatches, each swatch saying whether that colour is sold out or hidden; a style's name
 * opens its editor. New style opens the form that makes one with all its colours.
 */
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import type { AdminStyleSummary } from '#shared/styles';
import { buttonClass, textLink } from '#web/components/ui/Button';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { useCan } from '../use-can';
import { useAdminStyles } from './styles-api';

export function StylesPage() {
  usePageTitle('Styles');
  const can = useCan();
  const { data, error } = useAdminStyles();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Styles">
        {can('catalogue.edit') && (
          <Link to={paths.adminNewStyle} className={buttonClass()}>
            New style
          </Link>
        )}
      </PageHeading>
      <p className="-mt-2 mb-4 text-neutral-700">
        A style is one cut in several colours; the shop shows its colours as swatches on one card.
      </p>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <Spinner label="Loading the styles" />
      ) : data.length === 0 ? (
        <p className="text-neutral-700">No styles yet. New style makes the first one with all its colours.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Styles">
          {data.map((style) => (
            <StyleRow key={style.id} style={style} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StyleRow({ style }: { style: AdminStyleSummary }) {
  const soldOut = style.colours.filter((colour) => !colour.inStock).length;
  const hidden = style.colours.filter((colour) => colour.hidden).length;
  const facts = [
    `${style.colours.length} ${style.colours.length === 1 ? 'colour' : 'colours'}`,
    ...(soldOut ? [`${soldOut} sold out`] : []),
    ...(hidden ? [`${hidden} hidden`] : []),
  ];
  return (
    <li className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3">
      <img
        src={style.image}
        alt=""
        width={64}
        height={80}
        className="h-20 w-16 shrink-0 rounded object-cover"
      />
      <div className="min-w-0">
        <Link to={paths.adminStyle(style.id)} className={`${textLink} break-words`}>
          {style.name}
        </Link>
        <p className="text-sm text-neutral-700">{facts.join(' · ')}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Colours of ${style.name}`}>
          {style.colours.map((colour) => (
            <li key={colour.itemId} title={colour.name} className="relative">
              <span
                aria-hidden="true"
                className={`block size-6 rounded-full border border-neutral-400 ${colour.hidden ? 'opacity-40' : ''}`}
                style={{ backgroundColor: colour.hex }}
              />
              {!colour.inStock && (
                // A diagonal stroke marks a sold-out colour, as the storefront's swatches do.
                <span
                  aria-hidden="true"
                  className="absolute top-1/2 left-0 block h-0.5 w-6 -rotate-45 bg-neutral-800"
                />
              )}
              <span className="sr-only">
                {colour.name}
                {colour.inStock ? '' : ', sold out'}
                {colour.hidden ? ', hidden' : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
