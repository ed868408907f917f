import { Box, Button, Heading, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { FormField } from '@/components/form-field';
import { CATEGORY_ACTION_FIELDS, type CategoryListActionResult } from './category-list-action';

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
        New category
      </Heading>
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name={CATEGORY_ACTION_FIELDS.intent} value="create" />
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-start' }}>
          <FormField label="Name" required error={errors.name} flex="1">
            <Input ref={nameRef} name={CATEGORY_ACTION_FIELDS.name} autoComplete="off" />
          </FormField>
          <FormField label="Description" error={errors.description} flex="2">
            <Input name={CATEGORY_ACTION_FIELDS.description} autoComplete="off" />
          </FormField>
          <Button type="submit" colorPalette="wine" loading={busy} loadingText="Adding…" mt={{ md: '6' }}>
            Add category
          </Button>
        </Stack>
      </fetcher.Form>
    </Box>
  );
}
