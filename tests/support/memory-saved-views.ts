import type { SavedView, SavedViewsApi } from '@/api/saved-views';

/**
 * Test support: a saved-views API kept in memory (one owner), as the list screens' tests use it;
 * `views` is its store, to seed or read.
 */
export function memorySavedViews(views: SavedView[] = []): SavedViewsApi & { views: SavedView[] } {
  let next = views.length + 1;
  const at = '2026-11-26T10:00:00Z';
  return {
    views,
    list: async (list) => views.filter((v) => v.list === list).sort((a, b) => a.name.localeCompare(b.name)),
    get: async (id) => {
      const found = views.find((v) => v.id === id);
      if (!found) throw new Error('Saved view not found');
      return found;
    },
    create: async (body) => {
      const view: SavedView = { id: `view-${next++}`, ownerId: 'me', createdAt: at, updatedAt: at, ...body };
      views.push(view);
      return view;
    },
    update: async (id, body) => {
      const index = views.findIndex((v) => v.id === id);
      const view = { ...views[index]!, ...body };
      views[index] = view;
      return view;
    },
    remove: async (id) => {
      views.splice(
        views.findIndex((v) => v.id === id),
        1,
      );
    },
  };
}
