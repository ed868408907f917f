import { useLoaderData } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createCategoryListAction } from '@/features/wine-categories/category-list-action';
import { createCategoryListLoader } from '@/features/wine-categories/category-list-loader';
import { CategoryListPage } from '@/features/wine-categories/category-list-page';
import { categoriesApi } from '@/state/api';

export const loader = createCategoryListLoader(categoriesApi);

export const action = createCategoryListAction({ api: categoriesApi, notify });

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <CategoryListPage data={data} />;
}
