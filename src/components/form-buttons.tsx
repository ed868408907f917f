import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { t } from '@/lib/i18n';

export interface FormButtonsProps {
  /** The submit button's text, and its text while the submission is in flight. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Where Cancel goes (a link, so it can open in a new tab). */
  cancelTo: string;
}

/** A page form's submit button and its Cancel link. */
export function FormButtons({ submitLabel, pendingLabel, pending, cancelTo }: FormButtonsProps) {
  return (
    <Stack direction="row" gap="3" pt="2">
      <Button type="submit" colorPalette="wine" loading={pending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
      <Button asChild variant="outline">
        <RouterLink to={cancelTo}>{t('common.form.cancel')}</RouterLink>
      </Button>
    </Stack>
  );
}
