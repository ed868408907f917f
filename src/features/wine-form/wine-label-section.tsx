import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { ImageChoiceHint } from '@/components/image-choice-hint';
import { useImageChoice } from '@/components/use-image-choice';
import { FormSection } from '@/components/form-section';
import type { LabelChange } from './wine-form-route';

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
    <FormSection headingAs="h3" title="Label">
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
              alt={change?.kind === 'upload' ? 'Preview of the new label' : 'Current label'}
              maxH="full"
              maxW="full"
              objectFit="contain"
            />
          ) : (
            <Text fontSize="sm" color="fg.muted" textAlign="center" px="2">
              No label
            </Text>
          )}
        </Box>
        <Stack gap="2">
          <input {...inputProps} aria-label="Label image file" />
          {change?.kind === 'upload' && (
            <Text fontSize="sm" color="fg.muted">
              {change.fileName} — saved with the wine.
            </Text>
          )}
          {change?.kind === 'remove' && (
            <Text fontSize="sm" color="fg.muted">
              The label will be removed when you save.
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={open}>
              {shown ? 'Replace label' : 'Choose label image'}
            </Button>
            {change !== null && (
              <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
                {change.kind === 'upload' ? 'Discard new label' : 'Keep label'}
              </Button>
            )}
            {change === null && currentUrl && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange({ kind: 'remove' })}>
                Remove label
              </Button>
            )}
          </HStack>
          <ImageChoiceHint errorId={errorId} error={message} />
        </Stack>
      </Stack>
    </FormSection>
  );
}
