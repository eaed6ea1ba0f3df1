/**
 * /admin/styles/:styleId (BUSINESS.md section 11): a style's colours in the shop's order, to be
 * reordered; more colours added; an existing product moved in. Each save answers the whole style,
 * which replaces the page's copy, so every section shows what the server now holds.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '#shared/paths';
import type { AdminStyleJson } from '#shared/styles';
import { textLink } from '#web/components/ui/Button';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { adminKeys } from '../admin-api';
import { AddColoursForm } from './AddColoursForm';
import { MoveProductForm } from './MoveProductForm';
import { StyleColoursOrder } from './StyleColoursOrder';
import { styleKey, stylesKey, useAdminStyle } from './styles-api';

export function StyleEditorPage() {
  const styleId = Number(useParams().styleId);
  const { data: style, error } = useAdminStyle(styleId);
  usePageTitle(style ? `Style ${style.name}` : 'Style');
  const location = useLocation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>((location.state as { saved?: string } | null)?.saved ?? '');

  const saved = (next: AdminStyleJson, message: string) => {
    queryClient.setQueryData(styleKey(styleId), next);
    void queryClient.resetQueries({ queryKey: adminKeys.items });
    void queryClient.invalidateQueries({ queryKey: stylesKey });
    setNotice(message);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeading title={style ? `Style: ${style.name}` : 'Style'}>
        <Link to={paths.adminStyles} className={textLink}>
          All styles
        </Link>
      </PageHeading>
      <SuccessNotice>{notice}</SuccessNotice>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !style ? (
        <Spinner label="Loading the style" />
      ) : (
        <>
          {/* Keyed by the colours, so a fresh answer starts the order afresh. */}
          <StyleColoursOrder
            key={style.colours.map((colour) => colour.itemId).join(' ')}
            style={style}
            onSaved={saved}
          />
          <AddColoursForm style={style} onSaved={saved} />
          <MoveProductForm style={style} onSaved={saved} />
        </>
      )}
    </section>
  );
}
