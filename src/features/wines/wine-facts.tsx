import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label/value pairs of a section. */
export function WineFacts({ facts }: { facts: readonly [label: string, value: ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
