import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toaster } from './toaster';
import { t } from '@/lib/i18n';

/** Darker fills than Chakra's defaults, so white text meets WCAG AA contrast on every type. */
const READABLE = {
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-type=error]': { bg: 'red.700', color: 'white' },
  '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
  '&[data-type=info]': { bg: 'blue.700', color: 'white' },
  // The invisible spacers that keep a stack hovered between toasts must not catch clicks meant for
  // the page beside the toasts.
  '& [data-ghost]': { pointerEvents: 'none' },
} as const;

/** Renders the toasts queued on `toaster` (inside a Chakra scope: components/ui/chakra-scope.tsx). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={READABLE}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description whiteSpace="pre-line" opacity={1}>
                  {toast.description}
                </Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={t('common.toast.dismiss')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
