import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { ImageChoiceHint } from '@/components/image-choice-hint';
import { useImageChoice } from '@/components/use-image-choice';
import { FormSection } from '@/components/form-section';
import type { LabelChange } from './wine-form-route';
import { t } from '@/lib/i18n';

export interface WineLabelSectionProps {
  /** The label the wine has now, if any. */
  currentUrl: string | null;
  change: LabelChange;
  onChange: (change: LabelChange) => void;
  /** A server error about the label. */
  serverError?: string | undefined;
}

/**
 * The label image, with the avatar rules (PNG, JPEG or WebP up to 2 MB, checked before anything is
 * sent): choose → preview; replace or remove. The change is saved with the form.
 */
export function WineLabelSection({ currentUrl, change, onChange, serverError }: WineLabelSectionProps) {
  const { error, errorId, open, inputProps } = useImageChoice((choice) =>
    onChange({ kind: 'upload', dataUrl: choice.preview, fileName: choice.file.name }),
  );
  const shown = change?.kind === 'upload' ? change.dataUrl : change?.kind === 'remove' ? null : currentUrl;
  const message = error ?? serverError;

  return (
    <FormSection headingAs="h3" title={t('wineForm.label.title')}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'start', sm: 'center' }}>
        <Box
          boxSize="32"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          {shown ? (
            <Image
              src={shown}
              alt={change?.kind === 'upload' ? t('wineForm.label.preview') : t('wineForm.label.current')}
              maxH="full"
              maxW="full"
              objectFit="contain"
            />
          ) : (
            <Text fontSize="sm" color="fg.muted" textAlign="center" px="2">
              {t('wineForm.label.none')}
            </Text>
          )}
        </Box>
        <Stack gap="2">
          <input {...inputProps} aria-label={t('wineForm.label.file')} />
          {change?.kind === 'upload' && (
            <Text fontSize="sm" color="fg.muted">
              {t('wineForm.label.savedWith', { fileName: change.fileName })}
            </Text>
          )}
          {change?.kind === 'remove' && (
            <Text fontSize="sm" color="fg.muted">
              {t('wineForm.label.willBeRemoved')}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={open}>
              {shown ? t('wineForm.label.replace') : t('wineForm.label.choose')}
            </Button>
            {change !== null && (
              <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
                {change.kind === 'upload' ? t('wineForm.label.discard') : t('wineForm.label.keep')}
              </Button>
            )}
            {change === null && currentUrl && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange({ kind: 'remove' })}>
                {t('wineForm.label.remove')}
              </Button>
            )}
          </HStack>
          <ImageChoiceHint errorId={errorId} error={message} />
        </Stack>
      </Stack>
    </FormSection>
  );
}
