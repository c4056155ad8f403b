import { ActionIcon, Group } from '@mantine/core';
import { IconLayoutGrid, IconLayoutList, IconList, IconTable } from '@tabler/icons-react';
import { viewModeLabels, type ViewMode } from '../hooks/use-view-mode.ts';

const icons = { grid: IconLayoutGrid, cards: IconLayoutList, list: IconList, table: IconTable } as const;

/** Grid / cards / list (and the institution table) as pressed-or-not buttons. */
export function ViewModeSwitch({
  modes,
  mode,
  onChange,
}: {
  modes: ViewMode[];
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <Group gap={4} role="group" aria-label="View">
      {modes.map((candidate) => {
        const Icon = icons[candidate];
        const isActive = candidate === mode;
        return (
          <ActionIcon
            key={candidate}
            size="lg"
            variant={isActive ? 'filled' : 'default'}
            aria-pressed={isActive}
            aria-label={`${viewModeLabels[candidate]} view`}
            title={`${viewModeLabels[candidate]} view`}
            onClick={() => onChange(candidate)}
          >
            <Icon size={18} stroke={1.8} aria-hidden />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
