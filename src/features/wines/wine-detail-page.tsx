import { Badge, Box, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Wine } from '@/api/wines';
import { BackLink } from '@/components/back-link';
import { NotFoundState } from '@/components/not-found-state';
import { PATHS } from '@/config/paths';
import { WineDetailButtons } from './wine-detail-buttons';
import type { WineDetailLoaderData } from './wine-detail-loader';
import { WineDetailSection } from './wine-detail-section';
import { WineFacts } from './wine-facts';
import { WineLabelArt } from './wine-label-art';
import { WINE_STATUS_LABELS, WINE_TYPE_LABELS } from '@/api/wine-vocabulary';
import { WINE_STATUS_PALETTES, WINE_TYPE_PALETTES, drinkingWindow } from './wine-format';
import { formatDateTime, formatMoney } from '@/lib/locale';

const NONE = (
  <Text as="span" color="fg.muted">
    Not set
  </Text>
);

/** Every field of one wine in sections, with its actions; a not-found state for an unknown id. */
export function WineDetailPage({ id, data }: { id: string; data: WineDetailLoaderData }) {
  const { wine, countryName } = data;
  if (!wine) {
    return (
      <NotFoundState
        title="Wine not found"
        description={`There is no wine with the id “${id}”. It may have been deleted.`}
        backTo={PATHS.wines}
        backLabel="Back to the wines list"
      />
    );
  }
  const drinking = drinkingWindow(wine.drinkFrom, wine.drinkUntil);
  return (
    <Stack gap="6">
      <BackLink to={PATHS.wines}>Back to wines</BackLink>
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Flex gap="4" align="flex-start" minW="0">
          {/* The bottle at a glance: the uploaded label or the drawn one (the Label section names it). */}
          <Box w="16" flexShrink={0} aria-hidden="true">
            {wine.labelImageUrl ? (
              <Image src={wine.labelImageUrl} alt="" w="16" maxH="24" objectFit="contain" rounded="sm" />
            ) : (
              <WineLabelArt wine={wine} compact scale={8 / 3} />
            )}
          </Box>
          <Stack gap="1" minW="0">
            <Heading as="h2" size="xl" wordBreak="break-word">
              {wine.name}
            </Heading>
            <Text color="fg.muted">
              {wine.producer} · {wine.vintage ?? 'Non-vintage'}
            </Text>
            <Flex gap="2">
              <Badge colorPalette={WINE_TYPE_PALETTES[wine.type]} variant="subtle">
                {WINE_TYPE_LABELS[wine.type]}
              </Badge>
              <Badge colorPalette={WINE_STATUS_PALETTES[wine.status]} variant="outline">
                {WINE_STATUS_LABELS[wine.status]}
              </Badge>
            </Flex>
          </Stack>
        </Flex>
        <WineDetailButtons wine={wine} />
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <WineDetailSection title="Identity and origin">
          <WineFacts
            facts={[
              ['Name', wine.name],
              ['Producer', wine.producer],
              ['Vintage', wine.vintage ?? 'Non-vintage'],
              ['Type', WINE_TYPE_LABELS[wine.type]],
              ['Category', wine.categoryName],
              ['Country', countryName ? `${countryName} (${wine.country})` : wine.country],
              ['Region', wine.region],
              ['Appellation', wine.appellation ?? NONE],
            ]}
          />
        </WineDetailSection>
        <WineDetailSection title="Grapes">
          <Grapes grapes={wine.grapes} />
        </WineDetailSection>
        <WineDetailSection title="Details">
          <WineFacts
            facts={[
              ['Alcohol (ABV)', `${wine.abv} %`],
              ['Bottle size', `${wine.bottleSizeMl} ml`],
              ['Reference price', formatMoney(wine.price.amount, wine.price.currency)],
              ['Drinking window', drinking ?? NONE],
              ['Description', wine.description.trim() ? <Text whiteSpace="pre-line">{wine.description}</Text> : NONE],
            ]}
          />
        </WineDetailSection>
        <WineDetailSection title="Lifecycle">
          <WineFacts
            facts={[
              ['Status', WINE_STATUS_LABELS[wine.status]],
              ['Created', <time dateTime={wine.createdAt}>{formatDateTime(wine.createdAt)}</time>],
              ['Updated', <time dateTime={wine.updatedAt}>{formatDateTime(wine.updatedAt)}</time>],
            ]}
          />
        </WineDetailSection>
        <WineDetailSection title="Label">
          {wine.labelImageUrl ? (
            <Image
              src={wine.labelImageUrl}
              alt={`Label of ${wine.name}`}
              maxH="60"
              maxW="full"
              w="auto"
              objectFit="contain"
              rounded="sm"
            />
          ) : (
            <Stack gap="2" align="flex-start">
              <WineLabelArt wine={wine} title={`Label of ${wine.name}, drawn from its data`} />
              <Text fontSize="sm" color="fg.muted">
                No label uploaded: this one is drawn from the wine’s producer, name, vintage and type.
              </Text>
            </Stack>
          )}
        </WineDetailSection>
      </SimpleGrid>
    </Stack>
  );
}

function Grapes({ grapes }: { grapes: Wine['grapes'] }) {
  if (grapes.length === 0) return <Text color="fg.muted">No grape varieties recorded.</Text>;
  return (
    <WineFacts
      facts={grapes.map((g) => [g.variety, g.percentage === null ? 'Share not disclosed' : `${g.percentage} %`])}
    />
  );
}
