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
import { wineStatusLabel, wineTypeLabel } from '@/api/wine-vocabulary';
import { WINE_STATUS_PALETTES, WINE_TYPE_PALETTES, drinkingWindow } from './wine-format';
import { formatDateTime, formatMoney, formatNumber, countryName } from '@/lib/locale';
import { t } from '@/lib/i18n';

const None = () => (
  <Text as="span" color="fg.muted">
    {t('wines.detail.notSet')}
  </Text>
);

/** Every field of one wine in sections, with its actions; a not-found state for an unknown id. */
export function WineDetailPage({ id, data }: { id: string; data: WineDetailLoaderData }) {
  const { wine } = data;
  const country = wine && data.countryName ? countryName({ code: wine.country, name: data.countryName }) : null;
  if (!wine) {
    return (
      <NotFoundState
        title={t('wines.detail.notFoundTitle')}
        description={t('wines.detail.notFoundDescription', { id })}
        backTo={PATHS.wines}
        backLabel={t('wines.detail.backToList')}
      />
    );
  }
  const drinking = drinkingWindow(wine.drinkFrom, wine.drinkUntil);
  return (
    <Stack gap="6">
      <BackLink to={PATHS.wines}>{t('wines.detail.back')}</BackLink>
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
              {wine.producer} · {wine.vintage ?? t('wines.vintage.nonVintage')}
            </Text>
            <Flex gap="2">
              <Badge colorPalette={WINE_TYPE_PALETTES[wine.type]} variant="subtle">
                {wineTypeLabel(wine.type)}
              </Badge>
              <Badge colorPalette={WINE_STATUS_PALETTES[wine.status]} variant="outline">
                {wineStatusLabel(wine.status)}
              </Badge>
            </Flex>
          </Stack>
        </Flex>
        <WineDetailButtons wine={wine} />
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <WineDetailSection title={t('wines.detail.identity')}>
          <WineFacts
            facts={[
              [t('wines.fields.name'), wine.name],
              [t('wines.fields.producer'), wine.producer],
              [t('wines.fields.vintage'), wine.vintage ?? t('wines.vintage.nonVintage')],
              [t('wines.fields.type'), wineTypeLabel(wine.type)],
              [t('wines.fields.category'), wine.categoryName],
              [t('wines.fields.country'), country ? `${country} (${wine.country})` : wine.country],
              [t('wines.fields.region'), wine.region],
              [t('wines.fields.appellation'), wine.appellation ?? <None />],
            ]}
          />
        </WineDetailSection>
        <WineDetailSection title={t('wines.fields.grapes')}>
          <Grapes grapes={wine.grapes} />
        </WineDetailSection>
        <WineDetailSection title={t('wines.detail.details')}>
          <WineFacts
            facts={[
              [t('wines.detail.abv'), t('wines.detail.percent', { value: formatNumber(wine.abv) })],
              [t('wines.detail.bottleSize'), t('wines.detail.millilitres', { value: String(wine.bottleSizeMl) })],
              [t('wines.detail.referencePrice'), formatMoney(wine.price.amount, wine.price.currency)],
              [t('wines.detail.drinkingWindow'), drinking ?? <None />],
              [
                t('wines.detail.description'),
                wine.description.trim() ? <Text whiteSpace="pre-line">{wine.description}</Text> : <None />,
              ],
            ]}
          />
        </WineDetailSection>
        <WineDetailSection title={t('wines.detail.lifecycle')}>
          <WineFacts
            facts={[
              [t('wines.fields.status'), wineStatusLabel(wine.status)],
              [t('wines.fields.created'), <time dateTime={wine.createdAt}>{formatDateTime(wine.createdAt)}</time>],
              [t('wines.fields.updated'), <time dateTime={wine.updatedAt}>{formatDateTime(wine.updatedAt)}</time>],
            ]}
          />
        </WineDetailSection>
        <WineDetailSection title={t('wines.detail.label')}>
          {wine.labelImageUrl ? (
            <Image
              src={wine.labelImageUrl}
              alt={t('wines.detail.labelOf', { name: wine.name })}
              maxH="60"
              maxW="full"
              w="auto"
              objectFit="contain"
              rounded="sm"
            />
          ) : (
            <Stack gap="2" align="flex-start">
              <WineLabelArt wine={wine} title={t('wines.detail.labelDrawn', { name: wine.name })} />
              <Text fontSize="sm" color="fg.muted">
                {t('wines.detail.noLabel')}
              </Text>
            </Stack>
          )}
        </WineDetailSection>
      </SimpleGrid>
    </Stack>
  );
}

function Grapes({ grapes }: { grapes: Wine['grapes'] }) {
  if (grapes.length === 0) return <Text color="fg.muted">{t('wines.detail.noGrapes')}</Text>;
  return (
    <WineFacts
      facts={grapes.map((g) => [
        g.variety,
        g.percentage === null
          ? t('wines.detail.shareNotDisclosed')
          : t('wines.detail.percent', { value: formatNumber(g.percentage) }),
      ])}
    />
  );
}
