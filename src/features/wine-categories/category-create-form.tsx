import { Box, Button, Heading, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { FormField } from '@/components/form-field';
import { CATEGORY_ACTION_FIELDS, type CategoryListActionResult } from './category-list-action';
import { t } from '@/lib/i18n';

/** The inline "New category" form above the table; it clears itself once the category exists. */
export function CategoryCreateForm() {
  const fetcher = useFetcher<CategoryListActionResult>({ key: 'create-category' });
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.fieldErrors : {};

  useEffect(() => {
    if (result?.ok) {
      formRef.current?.reset();
      nameRef.current?.focus();
    }
  }, [result]);

  return (
    <Box
      as="section"
      aria-labelledby="new-category-heading"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      bg="bg.panel"
    >
      <Heading as="h2" size="sm" id="new-category-heading" mb="3">
        {t('categories.create.title')}
      </Heading>
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name={CATEGORY_ACTION_FIELDS.intent} value="create" />
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-start' }}>
          <FormField label={t('categories.fields.name')} required error={errors.name} flex="1">
            <Input ref={nameRef} name={CATEGORY_ACTION_FIELDS.name} autoComplete="off" />
          </FormField>
          <FormField label={t('categories.fields.description')} error={errors.description} flex="2">
            <Input name={CATEGORY_ACTION_FIELDS.description} autoComplete="off" />
          </FormField>
          <Button
            type="submit"
            colorPalette="wine"
            loading={busy}
            loadingText={t('categories.create.adding')}
            mt={{ md: '6' }}
          >
            {t('categories.create.submit')}
          </Button>
        </Stack>
      </fetcher.Form>
    </Box>
  );
}
