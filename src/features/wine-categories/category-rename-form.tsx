import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { WineCategory } from '@/api/categories';
import { CATEGORY_ACTION_FIELDS, type CategoryListActionResult } from './category-list-action';
import { t } from '@/lib/i18n';

export interface CategoryRenameFormProps {
  category: WineCategory;
  /** Changes on every Edit, so each rename starts afresh. */
  nonce: number;
  /** Saved or cancelled. */
  onDone: () => void;
}

/** The name cell while renaming: an input with Save and Cancel; Enter saves, Escape cancels. */
export function CategoryRenameForm({ category, nonce, onDone }: CategoryRenameFormProps) {
  const fetcher = useFetcher<CategoryListActionResult>({ key: `rename-category-${category.id}-${nonce}` });
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = result && !result.ok ? result.fieldErrors.name : undefined;

  useEffect(() => {
    if (result?.ok) onDone();
  }, [result, onDone]);

  return (
    <fetcher.Form
      method="post"
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <input type="hidden" name={CATEGORY_ACTION_FIELDS.intent} value="rename" />
      <input type="hidden" name={CATEGORY_ACTION_FIELDS.id} value={category.id} />
      <input type="hidden" name={CATEGORY_ACTION_FIELDS.description} value={category.description} />
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label srOnly>{t('categories.rename.label', { name: category.name })}</Field.Label>
        <HStack gap="2" align="flex-start">
          <Input
            name={CATEGORY_ACTION_FIELDS.name}
            defaultValue={category.name}
            size="sm"
            autoComplete="off"
            autoFocus
          />
          <Button type="submit" size="sm" colorPalette="wine" loading={busy}>
            {t('categories.rename.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={busy}>
            {t('categories.rename.cancel')}
          </Button>
        </HStack>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </fetcher.Form>
  );
}
