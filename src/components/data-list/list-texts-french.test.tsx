import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import { describeRange, type RangeNoun } from '@/lib/describe-range';
import { setLanguage } from '@/lib/i18n';
import { renderRoutes } from '@tests/support/render-routes';
import { memorySavedViews } from '@tests/support/memory-saved-views';
import { BulkBar } from './bulk-bar';
import { bulkResultToast, describeTarget, undoResultToast } from './bulk-result';
import { ColumnsMenu } from './columns-menu';
import { ListEmpty } from './list-empty';
import { ListError } from './list-error';
import { ListPagination } from './list-pagination';
import type { RowSelection } from './row-selection';
import { SavedViewsMenu } from './saved-views-menu';
import { CATALOGUE_KEY as KEY_TEXT } from '@tests/support/catalogue-key';

// The shared list texts in French (issue 53): what the list screens show around their rows.
const NB = '\u202f';
const WINES: RangeNoun = { one: 'vin', many: 'vins' };
const CELLARS: RangeNoun = { one: 'cave', many: 'caves', gender: 'feminine' };

function selection(count: number, matching: boolean): RowSelection {
  return {
    count,
    matching,
    page: 'all',
    isSelected: () => true,
    toggle: () => undefined,
    togglePage: () => undefined,
    selectMatching: () => undefined,
    clear: () => undefined,
    ids: () => null,
  };
}

const result = (done: number, refused: string[], undoUntil: string | null = null): BulkResult =>
  ({
    operationId: 'op-1',
    done,
    undoUntil,
    items: refused.map((message, i) => ({ id: `id-${i}`, outcome: 'refused', message })),
  }) as unknown as BulkResult;

describe('the list texts in French', () => {
  it('describe the range, with the noun’s number and gender', async () => {
    await setLanguage('fr');
    const page = (content: number, total: number, index = 0) => ({
      content: Array.from({ length: content }),
      page: index,
      size: 20,
      totalElements: total,
    });
    expect(describeRange(page(20, 1574, 1), WINES)).toBe(`21–40 sur 1${NB}574 vins`);
    expect(describeRange(page(0, 0), WINES)).toBe('Aucun vin');
    expect(describeRange(page(0, 0), CELLARS)).toBe('Aucune cave');
    expect(describeRange(page(0, 3, 4), CELLARS)).toBe('Aucune cave sur cette page (3 caves en tout)');
    expect(describeTarget(1574, true, CELLARS)).toBe(`les 1${NB}574 caves correspondantes`);
    expect(describeTarget(1, false, WINES)).toBe('1 vin');
  });

  it('word the bulk and undo toasts, their plurals included', async () => {
    await setLanguage('fr');
    const done = bulkResultToast(result(2, ['Déjà publié.', 'Déjà publié.']), {
      noun: WINES,
      title: 'Vins publiés',
      done: 'publiés',
    });
    expect(done.description).toBe(`2 vins publiés.\n2 sans changement${NB}: Déjà publié.`);
    const none = bulkResultToast(result(0, []), {
      noun: CELLARS,
      title: 'Caves archivées',
      done: (n) => (n > 1 ? 'archivées' : 'archivée'),
    });
    expect(none.title).toBe('Aucun changement');
    expect(none.description).toBe('Aucune cave archivée.');
    const undone = undoResultToast(result(1, []), WINES);
    expect(undone.title).toBe('Modification annulée');
    expect(undone.description).toBe(`1 vin${NB}: modification annulée.`);
    expect(undoResultToast(result(0, []), CELLARS).description).toBe('Aucune cave n’a changé.');
  });

  it('show the bulk bar, the pagination, the error and the empty state in French', async () => {
    await setLanguage('fr');
    renderRoutes(
      [
        {
          path: '/caves',
          element: (
            <>
              <BulkBar selection={selection(20, false)} total={153} noun={CELLARS}>
                {null}
              </BulkBar>
              <ListPagination
                page={2}
                totalPages={8}
                size={20}
                sizes={[20, 50]}
                hrefForPage={(p) => `/caves?page=${p}`}
                onSizeChange={() => undefined}
              />
              <ListError what="les caves" status={503} retrying={false} onRetry={() => undefined} />
              <ListEmpty
                filtered
                onClearFilters={() => undefined}
                filteredText={{ title: 'Aucune cave trouvée', description: 'Modifiez les filtres.' }}
                emptyText={{ title: '', description: '' }}
              />
            </>
          ),
        },
      ],
      '/caves',
    );
    const bar = await screen.findByRole('region', { name: 'Actions groupées' });
    expect(within(bar).getByRole('status').textContent).toBe('20 caves sélectionnées');
    expect(within(bar).getByRole('button', { name: 'Sélectionner les 153 caves correspondantes' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Effacer la sélection' })).toBeTruthy();
    expect(screen.getByText('Page 2 sur 8')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page précédente' }).textContent).toBe('Précédente');
    expect(screen.getByRole('link', { name: 'Page suivante' }).textContent).toBe('Suivante');
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toBeTruthy();
    expect(screen.getByText('Impossible de charger les caves')).toBeTruthy();
    expect(
      screen.getByText('Le serveur a répondu par une erreur (503). Vérifiez votre connexion et réessayez.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(KEY_TEXT);
    for (const english of ['selected', 'Clear', 'Previous', 'Next', 'Rows per page', 'Could not load', 'Retry'])
      expect(text).not.toContain(english);
  });

  it('show the columns and saved views menus in French', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const view = {
      id: 'v1',
      list: 'wines' as const,
      name: 'Blancs pas chers',
      query: 'type=WHITE',
      columns: null,
      ownerId: 'me',
      createdAt: '2026-11-26T10:00:00Z',
      updatedAt: '2026-11-26T10:00:00Z',
    };
    renderRoutes(
      [
        {
          path: '/wines',
          element: (
            <>
              <SavedViewsMenu
                list="wines"
                views={[view]}
                currentQuery="type=WHITE"
                currentColumns={null}
                api={memorySavedViews([view])}
                notify={() => undefined}
              />
              <ColumnsMenu
                columns={[
                  { field: 'name', label: 'Nom' },
                  { field: 'vintage', label: 'Millésime' },
                ]}
                control={{
                  choice: { order: ['vintage'], hidden: [] },
                  chosen: false,
                  set: () => undefined,
                  reset: () => undefined,
                }}
              />
            </>
          ),
        },
      ],
      '/wines',
    );
    await user.click(await screen.findByRole('button', { name: 'Vue\u202f: Blancs pas chers' }));
    expect(await screen.findByRole('button', { name: 'Copier un lien vers Blancs pas chers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renommer Blancs pas chers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer la vue…' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    expect(await screen.findByText('Toujours en premier')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rétablir par défaut' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monter Millésime' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(KEY_TEXT);
    for (const english of ['Save current view', 'Always shown first', 'Reset to defaults', 'Columns'])
      expect(text).not.toContain(english);
  });
});
