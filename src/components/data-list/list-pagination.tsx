import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { FilterSelect } from './filter-select';
import { pageWindow } from '@/lib/page-window';
import { t } from '@/lib/i18n';

export interface ListPaginationProps<S extends number> {
  /** 1-based. */
  page: number;
  totalPages: number;
  size: S;
  /** The page sizes on offer. */
  sizes: readonly S[];
  hrefForPage: (page: number) => To;
  onSizeChange: (size: S) => void;
}

/** Previous, page numbers and next as links (so they can be opened in a new tab), and the page size. */
export function ListPagination<S extends number>({
  page,
  totalPages,
  size,
  sizes,
  hrefForPage,
  onSizeChange,
}: ListPaginationProps<S>) {
  const items = pageWindow(page, totalPages);
  const sizeOptions = sizes.map((s) => ({ value: String(s), label: String(s) }));
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
      <FilterSelect
        label={t('list.pagination.rowsPerPage')}
        width="32"
        value={String(size)}
        options={sizeOptions}
        onChange={(value) => {
          const next = sizes.find((s) => String(s) === value);
          if (next) onSizeChange(next);
        }}
      />
      {totalPages > 0 && (
        <HStack as="nav" aria-label={t('list.pagination.label')} gap="1" wrap={{ base: 'nowrap', md: 'wrap' }}>
          <Text fontSize="sm" color="fg.muted" me="2">
            {t('list.pagination.pageOf', {
              page: String(Math.min(page, totalPages)),
              total: String(totalPages),
            })}
          </Text>
          <PageLink to={page > 1 ? hrefForPage(page - 1) : null} label={t('list.pagination.previousPage')}>
            {t('list.pagination.previous')}
          </PageLink>
          {items.map((item, i) =>
            // On a phone: "Page X of Y", Previous and Next only.
            item === 'gap' ? (
              <Text key={`gap-${i}`} as="span" px="1" color="fg.muted" aria-hidden="true" hideBelow="md">
                …
              </Text>
            ) : (
              <PageLink
                key={item}
                to={hrefForPage(item)}
                current={item === page}
                label={t('list.pagination.page', { page: String(item) })}
                hideBelow="md"
              >
                {item}
              </PageLink>
            ),
          )}
          <PageLink to={page < totalPages ? hrefForPage(page + 1) : null} label={t('list.pagination.nextPage')}>
            {t('list.pagination.next')}
          </PageLink>
        </HStack>
      )}
    </Flex>
  );
}

function PageLink({
  to,
  current = false,
  label,
  hideBelow,
  children,
}: {
  to: To | null;
  current?: boolean;
  label: string;
  hideBelow?: 'md';
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <Button size="sm" variant="outline" disabled aria-label={label} hideBelow={hideBelow}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      asChild
      size="sm"
      variant={current ? 'solid' : 'outline'}
      colorPalette={current ? 'wine' : 'gray'}
      minW="9"
      hideBelow={hideBelow}
    >
      <Link to={to} aria-label={label} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </Button>
  );
}
