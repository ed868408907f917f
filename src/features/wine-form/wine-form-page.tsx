import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useActionData, useNavigation, useSubmit, type SubmitTarget } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PATHS } from '@/config/paths';
import type { FormFailure } from '@/lib/form-failure';
import type { LoadRegions } from './use-regions';
import { WineForm } from './wine-form';
import type { WineFormData, WineFormSubmission } from './wine-form-route';
import { EMPTY_WINE_FORM, toWineFormInput } from './wine-form-schema';

export interface WineFormPageProps {
  mode: 'create' | 'edit';
  /** The id from the route, on edit. */
  id?: string;
  data: WineFormData;
  loadRegions: LoadRegions;
}

/** The Add Wine and Edit wine screens; the form submits to the route action as JSON. */
export function WineFormPage({ mode, id = '', data, loadRegions }: WineFormPageProps) {
  const failure = useActionData<FormFailure>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const wine = data.wine;
  const defaults = useMemo(() => (wine ? toWineFormInput(wine) : EMPTY_WINE_FORM), [wine]);

  if (mode === 'edit' && !wine) {
    return (
      <NotFoundState
        title="Wine not found"
        description={`There is no wine with the id “${id}”. It may have been deleted.`}
        backTo={PATHS.wines}
        backLabel="Back to the wines list"
      />
    );
  }
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {wine ? 'Edit wine' : 'Add wine'}
        </Heading>
        <Text color="fg.muted" wordBreak="break-word">
          {wine
            ? `${wine.name} · ${wine.producer}`
            : 'A new wine starts as a draft; publish it from the list when it is ready.'}
        </Text>
      </Stack>
      <WineForm
        key={wine ? `${wine.id}:${wine.updatedAt}` : 'new'}
        data={data}
        defaultValues={defaults}
        pending={navigation.state !== 'idle' && navigation.formMethod !== undefined}
        failure={failure ?? null}
        loadRegions={loadRegions}
        cancelTo={wine ? PATHS.wineDetail(wine.id) : PATHS.wines}
        onSubmit={(values, label) => {
          const body: WineFormSubmission = { wine: values, labelImageUrl: wine?.labelImageUrl ?? null, label };
          // The router's JSON type takes no interfaces; the body is plain JSON data.
          void submit(body as unknown as SubmitTarget, { method: wine ? 'put' : 'post', encType: 'application/json' });
        }}
      />
    </Stack>
  );
}
