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
import { t } from '@/lib/i18n';

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
        title={t('wines.detail.notFoundTitle')}
        description={t('wines.detail.notFoundDescription', { id })}
        backTo={PATHS.wines}
        backLabel={t('wines.detail.backToList')}
      />
    );
  }
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {wine ? t('wineForm.page.editTitle') : t('wineForm.page.addTitle')}
        </Heading>
        <Text color="fg.muted" wordBreak="break-word">
          {wine ? `${wine.name} · ${wine.producer}` : t('wineForm.page.addIntro')}
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
